package dev.h2clab.loadtests.sampling;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Whole-machine CPU busy share from the first line of {@code /proc/stat}: on a shared 2-core machine it tells
 * whether a figure measured the pair or the neighbours.
 */
public final class MachineCpu {

    private final long[] start;
    private final List<Long> labPids;
    private final boolean withReapedChildren;
    private final double labTicksStart;

    private MachineCpu(long[] start, List<Long> labPids, boolean withReapedChildren) {
        this.start = start;
        this.labPids = List.copyOf(labPids);
        this.withReapedChildren = withReapedChildren;
        this.labTicksStart = labTicks();
    }

    /** Starts a measurement now. */
    public static MachineCpu start() {
        return start(List.of());
    }

    /** Starts a measurement now; {@code labPids} are the processes whose CPU is the lab's own (not noise). */
    public static MachineCpu start(List<Long> labPids) {
        return new MachineCpu(read(), labPids, false);
    }

    /**
     * As {@link #start(List)}, also counting as the lab's the CPU of this JVM's children that end and are waited for
     * meanwhile (short-lived tools such as h2load, run to completion).
     */
    public static MachineCpu startWithReapedChildren(List<Long> labPids) {
        return new MachineCpu(read(), labPids, true);
    }

    /**
     * Share (0..1) of all cores used by processes outside the lab since {@link #start}: machine busy time minus
     * the lab's processes and this JVM (the driver). NaN when unreadable. Neighbours at work make a window noisy.
     */
    public double outsideShareSinceStart() {
        long[] now = read();
        double labNow = labTicks();
        if (start == null || now == null || now[0] == start[0] || Double.isNaN(labNow) || Double.isNaN(labTicksStart)) {
            return Double.NaN;
        }
        double busy = (now[0] - start[0]) - (now[1] - start[1]);
        return Math.max(0, (busy - (labNow - labTicksStart)) / (now[0] - start[0]));
    }

    /** CPU ticks (USER_HZ, like /proc/stat) of the lab's processes plus this JVM (and its reaped children). */
    private double labTicks() {
        long self = ProcessHandle.current().pid();
        double ms = ProcStats.cpuMillis(self) + (withReapedChildren ? ProcStats.reapedChildrenCpuMillis(self) : 0);
        for (long pid : labPids) {
            ms += ProcStats.cpuMillis(pid);
        }
        return ms / 10.0;
    }

    /** Busy share (0..1) of all cores since {@link #start()}, NaN when /proc/stat is unreadable. */
    public double busySinceStart() {
        long[] now = read();
        if (start == null || now == null || now[0] == start[0]) {
            return Double.NaN;
        }
        return 1.0 - (now[1] - start[1]) / (double) (now[0] - start[0]);
    }

    /** {total jiffies, idle + iowait jiffies}, or null. */
    static long[] read() {
        try {
            String[] f = Files.readAllLines(Path.of("/proc/stat")).get(0).trim().split("\\s+");
            long total = 0;
            for (int i = 1; i < f.length; i++) {
                total += Long.parseLong(f[i]);
            }
            return new long[]{total, Long.parseLong(f[4]) + Long.parseLong(f[5])};
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }
}
