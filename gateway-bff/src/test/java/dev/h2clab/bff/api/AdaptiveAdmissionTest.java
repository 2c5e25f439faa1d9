package dev.h2clab.bff.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;

import com.netflix.concurrency.limits.Limit;

import io.micrometer.core.instrument.simple.SimpleMeterRegistry;

/** The adaptive admission limit, fed by hand: grows while requests are as fast as unloaded, shrinks once they queue. */
class AdaptiveAdmissionTest {

    private static final long MS = TimeUnit.MILLISECONDS.toNanos(1);

    /**
     * {@code n} samples of one request of {@code inFlight} calls taking {@code rttMs}; returns the lowest limit seen.
     * The lowest, not the last: Vegas probes now and then (after about 15-30 samples per unit of limit, jittered
     * at random) by taking the current time as the new unloaded one, after which a lasting slowdown looks unloaded
     * and the limit grows back. The last value therefore depends on the random jitter; the lowest does not.
     */
    private static int feed(Limit limit, int n, double rttMs, int inFlight) {
        int lowest = limit.getLimit();
        for (int i = 0; i < n; i++) {
            limit.onSample(i * MS, (long) (rttMs * MS), inFlight, false);
            lowest = Math.min(lowest, limit.getLimit());
        }
        return lowest;
    }

    @Test
    void growsWhileRequestsAreFastAndShrinksOnceTheyTakeTwiceAsLong() {
        Limit limit = Admission.adaptiveLimit(100, 1124);
        assertThat(limit.getLimit()).as("starts at what the pool runs without queueing").isEqualTo(100);
        feed(limit, 50, 1.0, limit.getLimit()); // unloaded: each request as fast as the first
        int grown = limit.getLimit();
        assertThat(grown).isGreaterThan(100).isLessThanOrEqualTo(1124);

        feed(limit, 1, 1.0, grown);
        int lowest = feed(limit, 200, 3.0, grown); // requests now queue behind each other: 3x their unloaded time
        assertThat(lowest).as("shrinks below half of what it had grown to").isLessThan(grown / 2);

        feed(limit, 5000, 1.6, limit.getLimit()); // 1.6x: between the thresholds, no reason to move much
        assertThat(limit.getLimit()).isPositive();
    }

    @Test
    void growsUnderOneAndAHalfTimesTheUnloadedLatencyAndShrinksAboveFiveThirds() {
        Limit growing = Admission.adaptiveLimit(128, 1124);
        feed(growing, 1, 1.0, 128); // the unloaded time
        feed(growing, 20, 1.4, growing.getLimit()); // a second fan-out in flight that slows each by 40 %
        assertThat(growing.getLimit()).as("1.4x: still room for another request").isGreaterThan(128);

        Limit shrinking = Admission.adaptiveLimit(128, 1124);
        feed(shrinking, 1, 1.0, 128);
        feed(shrinking, 20, 1.8, shrinking.getLimit());
        assertThat(shrinking.getLimit()).as("1.8x: requests queue behind each other").isLessThan(128);
    }

    @Test
    void neverExceedsItsBoundNorGrowsWhileLittleIsInFlight() {
        Limit limit = Admission.adaptiveLimit(5, 64);
        feed(limit, 1000, 1.0, 64);
        assertThat(limit.getLimit()).as("bounded by max-in-flight-calls").isEqualTo(64);

        Limit idle = Admission.adaptiveLimit(100, 1124);
        feed(idle, 1000, 1.0, 10); // 10 calls in flight against a limit of 100: no evidence it could take more
        assertThat(idle.getLimit()).isEqualTo(100);
    }

    @Test
    void aReleasedPermitReturnsItsCallsAndGivesTheLimitOneSample() {
        int[] samples = {0};
        Limit counting = new Limit() {
            @Override
            public int getLimit() {
                return 100;
            }

            @Override
            public void notifyOnChange(java.util.function.Consumer<Integer> consumer) {
            }

            @Override
            public void onSample(long startTime, long rtt, int inflight, boolean didDrop) {
                assertThat(rtt).isPositive();
                assertThat(inflight).as("calls in flight once this request was admitted").isEqualTo(100);
                assertThat(didDrop).isFalse();
                samples[0]++;
            }
        };
        SimpleMeterRegistry registry = new SimpleMeterRegistry();
        Admission admission = new Admission(counting, 1, registry);
        Admission.Permit first = admission.admit(null, 64);
        Admission.Permit second = admission.admit(null, 36);
        assertThat(first).isNotNull();
        assertThat(second).as("64 + 36 calls fit a limit of 100").isNotNull();
        assertThat(registry.get("bff.edge.in.flight.calls").gauge().value()).isEqualTo(100);
        second.release();
        assertThat(samples[0]).isEqualTo(1);
        assertThat(registry.get("bff.edge.in.flight.calls").gauge().value()).isEqualTo(64);
        assertThat(registry.get("bff.edge.in.flight.calls.limit").gauge().value()).isEqualTo(100);
    }
}
