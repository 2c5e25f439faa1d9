package dev.h2clab.loadtests.it;

import dev.h2clab.support.process.Command;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Keeps the pair under test and this JVM's load driver on separate CPUs, as a load generator on another node would
 * be: on a 2-core machine an open-model overload makes the driver take 0.2-1 core out of the pair, so what a goodput
 * share measured was mostly how much CPU the driver left, not what admission control kept. The CPUs this process may
 * use (its cpuset, not the machine's) are split in two halves: the first for the services (a {@code taskset} prefix
 * on their command), the rest for every thread of this JVM while the split is open; closing it gives this JVM its
 * CPUs back.
 */
final class CpuSplit implements AutoCloseable {

    private final List<Integer> allowed;
    private final String services;
    private final String driver;
    private final String taskset;

    private CpuSplit(List<Integer> allowed, String services, String driver, String taskset) {
        this.allowed = allowed;
        this.services = services;
        this.driver = driver;
        this.taskset = taskset;
    }

    /**
     * Splits this process's CPUs and moves this JVM onto the driver's half.
     *
     * @throws IllegalStateException when fewer than 2 CPUs are allowed or taskset (util-linux) is missing: the test
     *                               cannot tell admission control from the driver's share of a single CPU
     */
    static CpuSplit open() throws IOException {
        String taskset = Command.which("taskset").orElseThrow(() -> new IllegalStateException(
                "taskset not found: install util-linux (the overload test keeps the load driver off the pair's CPU)"));
        List<Integer> allowed = allowedCpus();
        if (allowed.size() < 2) {
            throw new IllegalStateException("this process may use only CPU " + allowed + ": the overload test needs "
                    + "2 CPUs, one for the pair and one for the load driver");
        }
        int half = allowed.size() / 2;
        CpuSplit split = new CpuSplit(allowed, list(allowed.subList(0, half)),
                list(allowed.subList(half, allowed.size())), taskset);
        split.pinSelf(split.driver);
        return split;
    }

    /** {@code command} started on the services' CPUs. */
    List<String> onServiceCpus(List<String> command) {
        List<String> all = new ArrayList<>(List.of(taskset, "-c", services));
        all.addAll(command);
        return all;
    }

    String describe() {
        return "services on CPU " + services + ", load driver on CPU " + driver;
    }

    @Override
    public void close() {
        pinSelf(list(allowed));
    }

    /** Every thread of this JVM (new threads inherit their creator's CPUs). */
    private void pinSelf(String cpus) {
        Command.Result r = Command.run(List.of(taskset, "-a", "-p", "-c", cpus,
                Long.toString(ProcessHandle.current().pid())), null, Duration.ofSeconds(10));
        if (!r.ok()) {
            throw new IllegalStateException("taskset -a -p -c " + cpus + " failed: " + r.stderr());
        }
    }

    /** The CPUs in this process's affinity mask, from {@code Cpus_allowed_list} ("0-3,6"). */
    static List<Integer> allowedCpus() throws IOException {
        Optional<String> line = Files.readAllLines(Path.of("/proc/self/status")).stream()
                .filter(l -> l.startsWith("Cpus_allowed_list:")).findFirst();
        return parse(line.orElseThrow(() -> new IllegalStateException("no Cpus_allowed_list in /proc/self/status"))
                .substring("Cpus_allowed_list:".length()).trim());
    }

    static List<Integer> parse(String list) {
        List<Integer> cpus = new ArrayList<>();
        for (String part : list.split(",")) {
            String[] range = part.trim().split("-");
            int from = Integer.parseInt(range[0]);
            int to = range.length == 2 ? Integer.parseInt(range[1]) : from;
            for (int c = from; c <= to; c++) {
                cpus.add(c);
            }
        }
        return cpus;
    }

    private static String list(List<Integer> cpus) {
        return String.join(",", cpus.stream().map(String::valueOf).toList());
    }
}
