package dev.h2clab.loadtests.verdict;

import dev.h2clab.loadtests.stats.Metric;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class VerdictRuleTest {

    @Test
    void overlappingRepeatsGiveNoVerdictEvenWhenMediansDiffer() {
        Verdict v = VerdictRule.judge("h2c", Metric.THROUGHPUT, List.of(100.0, 110.0, 130.0), List.of(125.0, 140.0, 150.0));
        assertThat(v.kind()).isEqualTo(Verdict.Kind.NO_CLEAR_DIFFERENCE);
        assertThat(v.text()).contains("no clear difference (repeats overlap");
    }

    @Test
    void throughputRangesApartGiveFasterWithTheMedianChange() {
        Verdict v = VerdictRule.judge("h2c", Metric.THROUGHPUT, List.of(200.0, 202.0, 210.0), List.of(390.0, 398.0, 420.0));
        assertThat(v.kind()).isEqualTo(Verdict.Kind.FASTER);
        assertThat(v.changePercent()).isCloseTo(97.03, within(0.01));
        assertThat(v.text()).startsWith("h2c faster by 97.0% on throughput").contains("(all 3 repeats agree)");
        assertThat(v.samples()).isEqualTo(3);
    }

    @Test
    void repeatRangesCarryNoInterval() {
        Verdict v = VerdictRule.judge("h2c", Metric.THROUGHPUT, List.of(200.0, 202.0), List.of(390.0, 398.0));
        assertThat(v.method()).isEqualTo("repeat ranges");
        assertThat(v.ciLowPercent()).isNaN();
        assertThat(v.ciHighPercent()).isNaN();
        assertThat(v.detectablePercent()).isNaN();
        assertThat(v.samples()).isEqualTo(2);
        assertThat(v.text()).isEqualTo("h2c faster by 96.0% on throughput (req/s), median of 2 repeats (all 2 repeats agree)");
    }

    @Test
    void lowerIsBetterForLatency() {
        Verdict slower = VerdictRule.judge("h2c", Metric.P99, List.of(10.0, 11.0, 12.0), List.of(15.0, 16.0, 20.0));
        assertThat(slower.kind()).isEqualTo(Verdict.Kind.SLOWER);
        assertThat(slower.changePercent()).isCloseTo(-45.45, within(0.01));
        assertThat(slower.text()).startsWith("h2c slower by 45.5% on latency p99");

        Verdict faster = VerdictRule.judge("h2c", Metric.P99, List.of(10.0, 11.0, 12.0), List.of(5.0, 5.5, 6.0));
        assertThat(faster.kind()).isEqualTo(Verdict.Kind.FASTER);
        assertThat(faster.changePercent()).isCloseTo(50.0, within(0.01));
    }

    @Test
    void touchingRangesAreOverlapAndMissingSidesGiveNoVerdict() {
        assertThat(VerdictRule.judge("h2c", Metric.THROUGHPUT, List.of(100.0, 120.0), List.of(120.0, 130.0)).kind())
                .isEqualTo(Verdict.Kind.NO_CLEAR_DIFFERENCE);
        assertThat(VerdictRule.judge("h2c", Metric.THROUGHPUT, List.of(), List.of(1.0)).kind())
                .isEqualTo(Verdict.Kind.NOT_ENOUGH_DATA);
    }

    @Test
    void primaryMetricIsThroughputClosedAndP99Open() {
        assertThat(VerdictRule.primaryMetric(false)).isEqualTo(Metric.THROUGHPUT);
        assertThat(VerdictRule.primaryMetric(true)).isEqualTo(Metric.P99);
    }
}
