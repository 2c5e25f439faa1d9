package dev.h2clab.loadtests.stats;

import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

import java.util.Arrays;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class SpreadAndLatencyTest {

    @Test
    void spreadIsMedianWithMinAndMaxIgnoringFailedRepeats() {
        Spread odd = Spread.of(List.of(3.0, 1.0, 2.0));
        assertThat(odd).isEqualTo(new Spread(2.0, 1.0, 3.0, 3));
        Spread even = Spread.of(Arrays.asList(4.0, 1.0, Double.NaN, 2.0, 3.0));
        assertThat(even.median()).isEqualTo(2.5);
        assertThat(even.n()).isEqualTo(4);
        assertThat(Spread.of(List.of()).n()).isZero();
        assertThat(new Spread(150, 0, 0, 1).changePercent(new Spread(100, 0, 0, 1))).isEqualTo(50.0);
    }

    @Test
    void percentilesFromAMicrosecondHistogramInMilliseconds() {
        Histogram h = new Histogram(1, 3_600_000_000L, 3);
        for (int ms = 1; ms <= 1000; ms++) {
            h.recordValue(ms * 1000L);
        }
        LatencySummary s = LatencySummary.of(h);
        assertThat(s.count()).isEqualTo(1000);
        assertThat(s.p50()).isCloseTo(500, within(1.0));
        assertThat(s.p90()).isCloseTo(900, within(1.0));
        assertThat(s.p99()).isCloseTo(990, within(1.0));
        assertThat(s.max()).isCloseTo(1000, within(1.0));
        assertThat(s.mean()).isCloseTo(500.5, within(0.5));
        assertThat(LatencySummary.of(new Histogram(3)).p99()).isNaN();
    }

    @Test
    void connectionSamplesAgreeWithinOneAndIgnoreFailedSamples() {
        assertThat(new ConnectionSamples(List.of(1, 1, -1), List.of(1, 2, 5)).agree()).isTrue();
        assertThat(new ConnectionSamples(List.of(1, 1), List.of(1, 4)).agree()).isFalse();
        assertThat(new ConnectionSamples(List.of(1, 1, 2), List.of(1, 1, 2)).kernelSpread().max()).isEqualTo(2);
    }
}
