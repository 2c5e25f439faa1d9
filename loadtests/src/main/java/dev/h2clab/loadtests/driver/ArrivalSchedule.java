package dev.h2clab.loadtests.driver;

/**
 * Constant-rate arrival times: request {@code i} is due at {@code start + i * interval}. Latency in the
 * open model is measured from these intended times, never from when the driver managed to send.
 */
public record ArrivalSchedule(long startNanos, double intervalNanos) {

    public static ArrivalSchedule of(long startNanos, double ratePerSecond) {
        if (!(ratePerSecond > 0)) {
            throw new IllegalArgumentException("rate must be > 0, got " + ratePerSecond);
        }
        return new ArrivalSchedule(startNanos, 1e9 / ratePerSecond);
    }

    /** Intended send time of request {@code index} (0-based). */
    public long intendedNanos(long index) {
        return startNanos + Math.round(index * intervalNanos);
    }

    /** How many requests are due at {@code nowNanos} (indexes 0 .. n-1), 0 before the start. */
    public long dueCount(long nowNanos) {
        if (nowNanos < startNanos) {
            return 0;
        }
        long n = (long) Math.floor((nowNanos - startNanos) / intervalNanos) + 1;
        // Guard the rounding in intendedNanos: never report an index due whose intended time is later.
        while (n > 0 && intendedNanos(n - 1) > nowNanos) {
            n--;
        }
        return n;
    }
}
