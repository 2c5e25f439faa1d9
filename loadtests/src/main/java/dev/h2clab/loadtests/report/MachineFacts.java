package dev.h2clab.loadtests.report;

import java.lang.management.ManagementFactory;

/** The machine a result was measured on; every result carries it. */
public record MachineFacts(int cores, String jvm, String jvmVendor, String os, String kernel, String arch,
                           long memoryMb, String cpuModel) {

    public static MachineFacts current() {
        long memory = -1;
        if (ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
            memory = os.getTotalMemorySize() / (1024 * 1024);
        }
        return new MachineFacts(Runtime.getRuntime().availableProcessors(),
                System.getProperty("java.vm.name") + " " + System.getProperty("java.runtime.version"),
                System.getProperty("java.vendor"), osName(), System.getProperty("os.version"),
                System.getProperty("os.arch"), memory, readCpuModel());
    }

    public String summary() {
        return cores + " cores (" + cpuModel + "), " + memoryMb + " MB, " + os + ", kernel " + kernel + ", " + jvm;
    }

    private static String osName() {
        try {
            for (String line : java.nio.file.Files.readAllLines(java.nio.file.Path.of("/etc/os-release"))) {
                if (line.startsWith("PRETTY_NAME=")) {
                    return line.substring(12).replace("\"", "");
                }
            }
        } catch (java.io.IOException e) {
            // not Linux or no os-release
        }
        return System.getProperty("os.name");
    }

    private static String readCpuModel() {
        try {
            for (String line : java.nio.file.Files.readAllLines(java.nio.file.Path.of("/proc/cpuinfo"))) {
                if (line.startsWith("model name")) {
                    return line.substring(line.indexOf(':') + 1).trim();
                }
            }
        } catch (java.io.IOException e) {
            // not Linux
        }
        return "unknown CPU";
    }
}
