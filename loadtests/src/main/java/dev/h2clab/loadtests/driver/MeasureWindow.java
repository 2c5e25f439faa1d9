package dev.h2clab.loadtests.driver;

/** The measured steady window in {@link NanoClock} time; requests due before or after it are not recorded. */
final class MeasureWindow {

    private volatile long startNanos = Long.MAX_VALUE;
    private volatile long endNanos = Long.MAX_VALUE;

    void set(long start, long end) {
        endNanos = end;
        startNanos = start;
    }

    boolean contains(long nanos) {
        return nanos >= startNanos && nanos < endNanos;
    }

    long startNanos() {
        return startNanos;
    }

    long endNanos() {
        return endNanos;
    }
}
