package dev.h2clab.loadtests.driver;

/**
 * Open-model pacing for one lane: on every tick, sends every request that is due, each stamped with its
 * intended time. A late tick sends the backlog at once (like wrk2), so driver stalls show up as latency
 * instead of silently lowering the rate. Not thread-safe: one lane, one event loop.
 */
public final class OpenModelScheduler {

    /** Sends one request; returns false when the driver had to drop it (in-flight cap reached). */
    @FunctionalInterface
    public interface Sender {
        boolean send(long intendedNanos);
    }

    /** A send is "late" when it leaves more than this after its intended time. */
    static final long LATE_NANOS = 10_000_000L;

    private final ArrivalSchedule schedule;
    private final NanoClock clock;
    private final Sender sender;
    private final long countFromNanos;
    private final long endNanos;
    private long next;
    private long scheduled;
    private long sent;
    private long dropped;
    private long late;
    private long maxLagNanos;
    private long lagSumNanos;

    /**
     * @param countFromNanos statistics (scheduled, sent, late, dropped, lag) only count requests due from here
     *                       on, i.e. the measured window, not the warm-up
     * @param endNanos       no request is due at or after this time
     */
    public OpenModelScheduler(ArrivalSchedule schedule, long countFromNanos, long endNanos, NanoClock clock,
                              Sender sender) {
        this.schedule = schedule;
        this.countFromNanos = countFromNanos;
        this.endNanos = endNanos;
        this.clock = clock;
        this.sender = sender;
    }

    /** Sends what is due now; returns how many requests this tick handled. */
    public int tick() {
        long now = clock.nanoTime();
        long due = schedule.dueCount(Math.min(now, endNanos - 1));
        int handled = 0;
        while (next < due) {
            long intended = schedule.intendedNanos(next++);
            boolean counted = intended >= countFromNanos;
            boolean accepted = sender.send(intended);
            handled++;
            if (!counted) {
                continue;
            }
            long lag = now - intended;
            scheduled++;
            maxLagNanos = Math.max(maxLagNanos, lag);
            lagSumNanos += lag;
            late += lag > LATE_NANOS ? 1 : 0;
            sent += accepted ? 1 : 0;
            dropped += accepted ? 0 : 1;
        }
        return handled;
    }

    /**
     * Nanoseconds from now until the next request is due (0 when one is due already), or -1 when none is left
     * before the end: the driver sleeps exactly this long instead of polling.
     */
    public long nanosUntilNextDue() {
        long intended = schedule.intendedNanos(next);
        if (intended >= endNanos) {
            return -1;
        }
        return Math.max(0, intended - clock.nanoTime());
    }

    public boolean finished() {
        return clock.nanoTime() >= endNanos;
    }

    /** Requests due in the counted window so far. */
    public long scheduled() {
        return scheduled;
    }

    public long sent() {
        return sent;
    }

    public long dropped() {
        return dropped;
    }

    public long late() {
        return late;
    }

    public long maxLagNanos() {
        return maxLagNanos;
    }

    /** Mean time from a counted request's intended time to its send: the pacing error latency includes. */
    public double meanLagNanos() {
        return scheduled == 0 ? 0 : lagSumNanos / (double) scheduled;
    }
}
