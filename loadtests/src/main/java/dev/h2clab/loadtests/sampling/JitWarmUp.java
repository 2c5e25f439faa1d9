package dev.h2clab.loadtests.sampling;

import java.time.Duration;

/**
 * Loads a JVM service in slices until its JIT settles, for {@code ./lab bench} and the overload test: a window taken
 * while the JIT still compiles measures the compiler as much as the service.
 */
public final class JitWarmUp {

    /** JIT share of wall time under which a service counts as warm (the compare engine's rule). */
    public static final double SETTLED_SHARE = 0.10;

    /** One slice of load; {@code index} counts from 0, so a slice can alternate what it sends. */
    public interface Slice {
        void run(int index) throws InterruptedException;
    }

    /**
     * How a warm-up ended.
     *
     * @param settled    the JIT compiled under {@link #SETTLED_SHARE} of the last slices (false: time ran out)
     * @param elapsed    the whole warm-up
     * @param share      JIT time / wall time over the last {@code spanSlices} slices
     * @param spanSlices slices {@code share} covers (1 or 2)
     */
    public record Outcome(boolean settled, Duration elapsed, double share, int spanSlices) {
    }

    private JitWarmUp() {
    }

    /**
     * Runs slices until the JIT share over the last two slices (so a burst of compilations at a slice's edge is not
     * missed) is under {@link #SETTLED_SHARE}, at least two slices, or until {@code max} has passed.
     */
    public static Outcome untilSettled(String baseUrl, Duration max, Slice slice) throws InterruptedException {
        long t0 = System.nanoTime();
        JitClock previous = null;
        int n = 0;
        while (true) {
            JitClock clock = new JitClock(baseUrl).start();
            slice.run(n++);
            double share = (previous != null ? previous : clock).share();
            int span = previous != null ? 2 : 1;
            previous = clock;
            Duration elapsed = Duration.ofNanos(System.nanoTime() - t0);
            if (n >= 2 && share < SETTLED_SHARE) {
                return new Outcome(true, elapsed, share, span);
            }
            if (elapsed.compareTo(max) >= 0) {
                return new Outcome(false, elapsed, share, span);
            }
        }
    }
}
