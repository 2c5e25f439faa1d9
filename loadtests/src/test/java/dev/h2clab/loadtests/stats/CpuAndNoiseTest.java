package dev.h2clab.loadtests.stats;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class CpuAndNoiseTest {

    /** A reading in ns (schedstat) with no JIT activity. */
    private static CpuUsage used(double ms) {
        return new CpuUsage(ms, 0, false);
    }

    @Test
    void idleCpuIsSubtractedBeforeDividingByRequests() {
        // 10 s window: bff used 2,000 ms, idles at 100 ms/s -> 1,000 ms for 500 requests = 2 ms each
        CpuCost c = CpuCost.of(used(2000), new CpuUsage(700, 150, false), 10, 500,
                new CpuCost.IdleRates(100, 20));
        assertThat(c.bffMsPerRequest()).isCloseTo(2.0, within(1e-9));
        assertThat(c.catalogMsPerRequest()).isCloseTo(1.0, within(1e-9)); // (700 - 200) / 500
        assertThat(c.idleSubtracted()).isTrue();
        // the JIT's threads are reported beside the figure, never in it
        assertThat(c.catalogJitMsPerSecond()).isCloseTo(15.0, within(1e-9));
        assertThat(c.bffJitMsPerSecond()).isZero();
    }

    @Test
    void lowRatesNoLongerInflateCpuPerRequest() {
        // The same per-request cost (1 ms) at 50 and at 500 req/s over 10 s, with a fixed 100 ms/s idle cost.
        CpuCost.IdleRates idle = new CpuCost.IdleRates(100, 0);
        CpuCost slow = CpuCost.of(used(500 + 1000), used(0), 10, 500, idle);
        CpuCost fast = CpuCost.of(used(5000 + 1000), used(0), 10, 5000, idle);
        assertThat(slow.bffMsPerRequest()).isCloseTo(fast.bffMsPerRequest(), within(1e-9));
        // raw division would charge the idle cost to few requests: 3 ms vs 1.2 ms
        CpuCost raw = CpuCost.of(used(1500), used(0), 10, 500, CpuCost.IdleRates.NONE);
        assertThat(raw.bffMsPerRequest()).isCloseTo(3.0, within(1e-9));
        assertThat(raw.idleSubtracted()).isFalse();
    }

    @Test
    void tooLittleCpuToMeasureOrNoMoreThanIdleIsUnknownNotZero() {
        // 500 ms used against 1,000 ms of idle: the window undercut its idle sample, so nothing can be said
        assertThat(CpuCost.of(used(500), used(300), 10, 100, new CpuCost.IdleRates(100, 0)).bffMsPerRequest()).isNaN();
        // 150 ms counted in ticks is 15 of them: rounding alone is worth more than 5 %; in ns it is a figure
        CpuCost ticks = CpuCost.of(new CpuUsage(150, 0, true), new CpuUsage(300, 0, true), 3, 60,
                CpuCost.IdleRates.NONE);
        assertThat(ticks.bffMsPerRequest()).isNaN();
        assertThat(ticks.catalogMsPerRequest()).isEqualTo(5.0);
        assertThat(CpuCost.of(used(150), used(10), 3, 60, CpuCost.IdleRates.NONE).bffMsPerRequest()).isEqualTo(2.5);
        assertThat(CpuCost.of(used(150), used(10), 3, 60, CpuCost.IdleRates.NONE).catalogMsPerRequest()).isNaN();
        assertThat(CpuCost.of(used(5000), used(0), 10, 0, CpuCost.IdleRates.NONE).bffMsPerRequest()).isNaN();
        assertThat(CpuCost.of(CpuUsage.UNKNOWN, used(0), 10, 10, CpuCost.IdleRates.NONE).bffMsPerRequest())
                .isNaN();
    }

    @Test
    void windowsAboveTheNoiseLimitAreNoisyAndUnknownNoiseIsNot() {
        assertThat(WindowHealth.of(0.9, 0.30, 0.25).noisy()).isTrue();
        assertThat(WindowHealth.of(0.9, 0.25, 0.25).noisy()).isFalse();
        assertThat(WindowHealth.of(Double.NaN, Double.NaN, 0.25).noisy()).isFalse();
    }
}
