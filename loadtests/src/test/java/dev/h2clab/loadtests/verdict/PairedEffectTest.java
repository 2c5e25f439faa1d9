package dev.h2clab.loadtests.verdict;

import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

class PairedEffectTest {

    /** Baselines of very different sizes: only the per-pair ratio may matter. */
    static final double[] BASE = {900, 1210, 1000, 1500, 980, 1111, 1320, 1050};

    /**
     * d_i = ln(cand/base) = 0.10, 0.12, ..., 0.24 (listed out of order). Walsh average (d_i + d_j)/2 =
     * 0.10 + 0.01 (i + j - 2), i <= j; how many of the M = 36 take each value, smallest first:
     * 0.10 x1, 0.11 x1, 0.12 x2, 0.13 x2, 0.14 x3, 0.15 x3, 0.16 x4 (W1..W16), 0.17 x4 (W17..W20), ... 0.22 x2
     * (W33, W34), 0.23 x1, 0.24 x1. k = criticalValue(8) = 3: CI = [W4, W33] = [0.12, 0.22];
     * median = (W18 + W19) / 2 = 0.17.
     */
    static final double[] D8 = {0.16, 0.10, 0.24, 0.14, 0.22, 0.12, 0.20, 0.18};

    static List<Double> base() {
        return Arrays.stream(BASE).boxed().toList();
    }

    static List<Double> times(double[] d, double sign) {
        List<Double> out = new ArrayList<>();
        for (int i = 0; i < d.length; i++) {
            out.add(BASE[i] * Math.exp(sign * d[i]));
        }
        return out;
    }

    @Test
    void eightPairsGiveTheHandComputedEstimateAndInterval() {
        PairedEffect e = PairedEffect.of(base(), times(D8, 1), true);
        assertThat(e.pairs()).isEqualTo(8);
        assertThat(e.ratio()).isCloseTo(Math.exp(0.17), within(1e-12));    // 1.18530
        assertThat(e.ciLow()).isCloseTo(Math.exp(0.12), within(1e-12));    // 1.12750
        assertThat(e.ciHigh()).isCloseTo(Math.exp(0.22), within(1e-12));   // 1.24608
        assertThat(e.detectable()).isCloseTo(Math.exp(0.05) - 1, within(1e-12)); // half-width 0.05 -> 5.13 %
        assertThat(e.effectPercent()).isCloseTo(18.530, within(1e-3));
        assertThat(e.ciLowPercent()).isCloseTo(12.750, within(1e-3));
        assertThat(e.ciHighPercent()).isCloseTo(24.608, within(1e-3));
        assertThat(PairedEffect.walshAverages(Arrays.stream(D8).boxed().toList())).hasSize(36);
    }

    @Test
    void lowerIsBetterTurnsTheRatioRound() {
        // latency shrinks by exp(-d_i): base/cand = exp(d_i), the same candidate-better ratio as above
        PairedEffect e = PairedEffect.of(base(), times(D8, -1), false);
        assertThat(e.ratio()).isCloseTo(Math.exp(0.17), within(1e-12));
        assertThat(e.ciLow()).isCloseTo(Math.exp(0.12), within(1e-12));
        assertThat(e.ciHigh()).isCloseTo(Math.exp(0.22), within(1e-12));
    }

    @Test
    void sixPairsUseTheExtremesAsInterval() {
        // k = 0: CI = [W1, W21] = [min d, max d]. d = ln 2.8 + {-0.09, -0.05, -0.02, 0.02, 0.05, 0.09} is symmetric
        // around ln 2.8, so are its 21 Walsh averages, and their median W11 is ln 2.8.
        double[] off = {-0.09, -0.05, -0.02, 0.02, 0.05, 0.09};
        List<Double> b = new ArrayList<>();
        List<Double> c = new ArrayList<>();
        for (int i = 0; i < off.length; i++) {
            b.add(BASE[i]);
            c.add(BASE[i] * 2.8 * Math.exp(off[i]));
        }
        PairedEffect e = PairedEffect.of(b, c, true);
        assertThat(e.ratio()).isCloseTo(2.8, within(1e-12));
        assertThat(e.ciLow()).isCloseTo(2.8 * Math.exp(-0.09), within(1e-12));  // 2.5590
        assertThat(e.ciHigh()).isCloseTo(2.8 * Math.exp(0.09), within(1e-12));  // 3.0637
        assertThat(e.detectable()).isCloseTo(Math.exp(0.09) - 1, within(1e-12));
    }

    @Test
    void invalidPairsAreSkippedWholeAndFewPairsHaveNoInterval() {
        List<Double> b = new ArrayList<>(base());
        List<Double> c = new ArrayList<>(times(D8, 1));
        b.addAll(Arrays.asList(Double.NaN, 100.0, null, 0.0, 100.0, -5.0, 100.0));
        c.addAll(Arrays.asList(100.0, Double.NaN, 100.0, 100.0, 0.0, 100.0, Double.POSITIVE_INFINITY));
        assertThat(PairedEffect.of(b, c, true)).isEqualTo(PairedEffect.of(base(), times(D8, 1), true));

        PairedEffect five = PairedEffect.of(base().subList(0, 5), times(D8, 1).subList(0, 5), true);
        assertThat(five.pairs()).isEqualTo(5);
        assertThat(five.ratio()).isGreaterThan(1);
        assertThat(five.ciLow()).isNaN();
        assertThat(five.ciHigh()).isNaN();
        assertThat(five.detectable()).isNaN();

        assertThat(PairedEffect.of(List.of(), List.of(), true).ratio()).isNaN();
        assertThatThrownBy(() -> PairedEffect.of(List.of(1.0), List.of(), true))
                .isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void withNoTrueEffectTheIntervalMissesOneInAboutFourPercentOfRuns() {
        // exact miss rate for 8 pairs: 2 * P(W <= 3) = 10/256 = 3.9 %
        Random rnd = new Random(20240611L);
        int runs = 2000;
        int excluded = 0;
        for (int run = 0; run < runs; run++) {
            List<Double>[] s = noisy(rnd, 8, 1.0, 0.05);
            PairedEffect e = PairedEffect.of(s[0], s[1], true);
            if (e.candidateBetter() || e.candidateWorse()) {
                excluded++;
            }
        }
        assertThat(excluded / (double) runs).isBetween(0.015, 0.07);
    }

    @Test
    void aTrueDoublingWithFivePercentNoiseIsAlmostAlwaysDetected() {
        Random rnd = new Random(7L);
        int runs = 2000;
        int faster = 0;
        for (int run = 0; run < runs; run++) {
            List<Double>[] s = noisy(rnd, 8, 2.0, 0.05);
            if (PairedEffect.of(s[0], s[1], true).candidateBetter()) {
                faster++;
            }
        }
        assertThat(faster / (double) runs).isGreaterThan(0.95);
    }

    @Test
    void manyPairsUseTheNormalApproximation() {
        List<Double>[] s = noisy(new Random(3L), 100, 1.3, 0.05);
        PairedEffect e = PairedEffect.of(s[0], s[1], true);
        assertThat(e.pairs()).isEqualTo(100);
        assertThat(e.ciLow()).isLessThan(1.3).isGreaterThan(1.25);
        assertThat(e.ciHigh()).isGreaterThan(1.3).isLessThan(1.35);
    }

    /** n pairs: base drifts between windows, each window has log-normal noise sigma, cand = ratio x base. */
    @SuppressWarnings("unchecked")
    static List<Double>[] noisy(Random rnd, int n, double ratio, double sigma) {
        List<Double> b = new ArrayList<>();
        List<Double> c = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            double level = 1000 * Math.exp(0.3 * rnd.nextGaussian());
            b.add(level * Math.exp(sigma * rnd.nextGaussian()));
            c.add(ratio * level * Math.exp(sigma * rnd.nextGaussian()));
        }
        return new List[]{b, c};
    }
}
