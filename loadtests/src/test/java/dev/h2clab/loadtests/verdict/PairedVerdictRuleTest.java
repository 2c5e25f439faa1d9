package dev.h2clab.loadtests.verdict;

import dev.h2clab.loadtests.stats.Metric;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import static dev.h2clab.loadtests.verdict.PairedEffectTest.BASE;
import static dev.h2clab.loadtests.verdict.PairedEffectTest.D8;
import static dev.h2clab.loadtests.verdict.PairedEffectTest.base;
import static dev.h2clab.loadtests.verdict.PairedEffectTest.times;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

/** Figures by hand from the Walsh order statistics in {@link PairedEffectTest}: median 0.17, CI [0.12, 0.22]. */
class PairedVerdictRuleTest {

    @Test
    void intervalAboveOneIsFaster() {
        Verdict v = PairedVerdictRule.judge("h2c", Metric.THROUGHPUT, base(), times(D8, 1));
        assertThat(v.kind()).isEqualTo(Verdict.Kind.FASTER);
        // exp(0.17) = 1.1853, exp(0.12) = 1.1275, exp(0.22) = 1.2461, exp(0.05) - 1 = 0.0513
        assertThat(v.text()).isEqualTo("h2c faster by 19 % (95 % CI 13-25 %, 8 paired windows, throughput)");
        assertThat(v.changePercent()).isCloseTo(18.53, within(0.01));
        assertThat(v.ciLowPercent()).isCloseTo(12.75, within(0.01));
        assertThat(v.ciHighPercent()).isCloseTo(24.61, within(0.01));
        assertThat(v.detectablePercent()).isCloseTo(5.13, within(0.01));
        assertThat(v.samples()).isEqualTo(8);
        assertThat(v.metric()).isEqualTo("throughput (req/s)");
        assertThat(v.method()).isEqualTo("paired windows, Hodges-Lehmann + Wilcoxon 95 % CI");
    }

    @Test
    void smallEffectsGetOneDecimalLargeOnesWholePercent() {
        double[] quarter = Arrays.stream(D8).map(d -> d / 4).toArray();
        // median 0.0425, CI [0.03, 0.055]: +4.34 %, +3.05 %, +5.65 %
        assertThat(PairedVerdictRule.judge("h2c", Metric.THROUGHPUT, base(), times(quarter, 1), 0).text())
                .isEqualTo("h2c faster by 4.3 % (95 % CI 3.0-5.7 %, 8 paired windows, throughput)");
        // the same effect under the default 10 % threshold: found, reported, but not called a win
        Verdict small = PairedVerdictRule.judge("h2c", Metric.THROUGHPUT, base(), times(quarter, 1));
        assertThat(small.kind()).isEqualTo(Verdict.Kind.NO_CLEAR_DIFFERENCE);
        assertThat(small.text()).isEqualTo("h2c: no meaningful difference (faster by 4.3 %, 95 % CI +3.0 to +5.7 %, "
                + "8 paired windows, throughput; below the 10 % that counts, --min-effect)");

        // 6 pairs, ratio 2.8 x exp({-0.09, -0.05, -0.02, 0.02, 0.05, 0.09}), k = 0:
        // CI [2.8 e^-0.09, 2.8 e^0.09] = [2.559, 3.064]
        double[] off = {-0.09, -0.05, -0.02, 0.02, 0.05, 0.09};
        List<Double> b = new ArrayList<>();
        List<Double> c = new ArrayList<>();
        for (int i = 0; i < off.length; i++) {
            b.add(BASE[i]);
            c.add(BASE[i] * 2.8 * Math.exp(off[i]));
        }
        assertThat(PairedVerdictRule.judge("h2c", Metric.THROUGHPUT, b, c).text())
                .isEqualTo("h2c faster by 180 % (95 % CI 156-206 %, 6 paired windows, throughput)");
    }

    @Test
    void throughputLossIsSaidAsTheShareLost() {
        Verdict v = PairedVerdictRule.judge("h2c", Metric.THROUGHPUT, base(), times(D8, -1));
        assertThat(v.kind()).isEqualTo(Verdict.Kind.SLOWER);
        // ratio exp(-0.17) = 0.8437 -> 15.6 % lost;
        // CI [exp(-0.22), exp(-0.12)] = [0.8025, 0.8869] -> 11.3 to 19.7 % lost
        assertThat(v.text()).isEqualTo("h2c slower by 16 % (95 % CI 11-20 %, 8 paired windows, throughput)");
        assertThat(v.changePercent()).isCloseTo(-15.63, within(0.01));
        assertThat(v.ciLowPercent()).isCloseTo(-19.75, within(0.01));
        assertThat(v.ciHighPercent()).isCloseTo(-11.31, within(0.01));
    }

    @Test
    void latencyGrowthIsSaidAsHowMuchLatencyGrew() {
        // latency x exp(d_i): base/cand = exp(-d_i); latency grew by exp(0.17) - 1 = 18.5 %, CI 12.7 to 24.6 %
        Verdict slower = PairedVerdictRule.judge("h2c", Metric.P99, base(), times(D8, 1));
        assertThat(slower.kind()).isEqualTo(Verdict.Kind.SLOWER);
        assertThat(slower.text()).isEqualTo("h2c slower by 19 % (95 % CI 13-25 %, 8 paired windows, latency p99)");
        assertThat(slower.changePercent()).isCloseTo(-15.63, within(0.01));

        Verdict faster = PairedVerdictRule.judge("h2c", Metric.P99, base(), times(D8, -1));
        assertThat(faster.kind()).isEqualTo(Verdict.Kind.FASTER);
        assertThat(faster.text()).isEqualTo("h2c faster by 19 % (95 % CI 13-25 %, 8 paired windows, latency p99)");
        assertThat(faster.changePercent()).isCloseTo(18.53, within(0.01));
    }

    @Test
    void intervalAcrossOneIsNoClearDifferenceWithTheDetectableEffect() {
        // d = -0.04, -0.03, ..., 0.03: Walsh averages -0.04 + 0.005 (i + j - 2); W4 = -0.03, W33 = 0.02,
        // median (W18 + W19) / 2 = -0.005 -> -0.50 %, CI -2.96 to +2.02 %, detectable exp(0.025) - 1 = 2.5 %
        double[] d = {-0.04, -0.03, -0.02, -0.01, 0.0, 0.01, 0.02, 0.03};
        Verdict v = PairedVerdictRule.judge("h2c", Metric.THROUGHPUT, base(), times(d, 1));
        assertThat(v.kind()).isEqualTo(Verdict.Kind.NO_CLEAR_DIFFERENCE);
        assertThat(v.text()).isEqualTo("h2c: no clear difference (-0.5 %, 95 % CI -3.0 to +2.0 %, 8 paired windows,"
                + " throughput; smallest detectable effect about 3 %)");
        assertThat(v.ciLowPercent()).isCloseTo(-2.96, within(0.01));
        assertThat(v.ciHighPercent()).isCloseTo(2.02, within(0.01));
        assertThat(v.detectablePercent()).isCloseTo(2.53, within(0.01));
    }

    @Test
    void fewerThanSixCleanPairsGiveNoVerdict() {
        List<Double> b = new ArrayList<>(base().subList(0, 5));
        List<Double> c = new ArrayList<>(times(D8, 1).subList(0, 5));
        b.addAll(Arrays.asList(Double.NaN, 100.0, null));
        c.addAll(Arrays.asList(100.0, 0.0, 100.0));
        Verdict v = PairedVerdictRule.judge("h2c", Metric.THROUGHPUT, b, c);
        assertThat(v.kind()).isEqualTo(Verdict.Kind.NOT_ENOUGH_DATA);
        assertThat(v.text())
                .isEqualTo("h2c: no verdict (only 5 clean paired windows; 6 are needed for a 95 % interval)");
        assertThat(v.samples()).isEqualTo(5);
        assertThat(v.ciLowPercent()).isNaN();
        assertThat(v.detectablePercent()).isNaN();

        assertThat(PairedVerdictRule.judge("h2c", Metric.P99, List.of(1.0), List.of(2.0)).text())
                .isEqualTo("h2c: no verdict (only 1 clean paired window; 6 are needed for a 95 % interval)");
        assertThat(PairedVerdictRule.judge("h2c", Metric.P99, List.of(), List.of()).changePercent()).isNaN();
    }
}
