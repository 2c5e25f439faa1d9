package dev.h2clab.loadtests.sampling;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Whole-machine CPU busy share from the first line of {@code /proc/stat}: on a shared 2-core machine it tells
 * whether a figure measured the pair or the neighbours.
 */
public final class MachineCpu {

    private final long[] start;

    private MachineCpu(long[] start) {
        this.start = start;
    }

    /** Starts a measurement now. */
    public static MachineCpu start() {
        return new MachineCpu(read());
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
