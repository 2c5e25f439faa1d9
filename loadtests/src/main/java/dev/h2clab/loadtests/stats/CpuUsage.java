package dev.h2clab.loadtests.stats;

/**
 * What a process used between two readings, in ms; NaN when it could not be read.
 *
 * @param workMs  CPU of every thread but the JIT compiler's
 * @param jitMs   CPU of the JIT compiler threads
 * @param inTicks true when some thread was read in 10 ms ticks (no schedstat): then only hundreds of ms are precise
 *                to a few percent
 */
public record CpuUsage(double workMs, double jitMs, boolean inTicks) {
    public static final CpuUsage UNKNOWN = new CpuUsage(Double.NaN, Double.NaN, false);
}
