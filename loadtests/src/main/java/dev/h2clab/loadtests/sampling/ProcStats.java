package dev.h2clab.loadtests.sampling;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** CPU time and resident memory of a process from {@code /proc} (Linux). */
public final class ProcStats {

    /** USER_HZ: the unit of utime/stime in /proc/<pid>/stat; 100 on every mainstream Linux build. */
    private static final long TICKS_PER_SECOND = 100;

    private ProcStats() {
    }

    /** utime + stime in milliseconds, or NaN when the process is gone. */
    public static double cpuMillis(long pid) {
        return statTicksMillis(pid, 11);
    }

    /**
     * cutime + cstime in milliseconds: CPU of the process's children that have ended and been waited for (an h2load
     * run, say), or NaN when the process is gone.
     */
    public static double reapedChildrenCpuMillis(long pid) {
        return statTicksMillis(pid, 13);
    }

    /** The sum of two adjacent tick fields of /proc/PID/stat ({@code first} counted after the command name), in ms. */
    private static double statTicksMillis(long pid, int first) {
        try {
            String stat = Files.readString(Path.of("/proc", Long.toString(pid), "stat"));
            // Fields after the command name (which may contain spaces) start after the last ')'.
            String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            long ticks = Long.parseLong(f[first]) + Long.parseLong(f[first + 1]);
            return ticks * 1000.0 / TICKS_PER_SECOND;
        } catch (IOException | RuntimeException e) {
            return Double.NaN;
        }
    }

    /** VmRSS in MB, or NaN when the process is gone. */
    public static double rssMb(long pid) {
        try {
            for (String line : Files.readAllLines(Path.of("/proc", Long.toString(pid), "status"))) {
                if (line.startsWith("VmRSS:")) {
                    return Long.parseLong(line.replaceAll("[^0-9]", "")) / 1024.0;
                }
            }
        } catch (IOException | RuntimeException e) {
            return Double.NaN;
        }
        return Double.NaN;
    }
}
