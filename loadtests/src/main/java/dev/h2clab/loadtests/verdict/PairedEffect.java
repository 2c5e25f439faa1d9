package dev.h2clab.loadtests.verdict;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The candidate's effect from n paired windows (baseline and candidate measured back to back on the same warm
 * processes). Working on per-pair log ratios cancels what both windows of a pair share (machine noise, heap
 * state, time of day), and the Hodges-Lehmann estimate with its Wilcoxon interval needs no normality and only
 * assumes the log ratios are symmetric around the true effect.
 *
 * @param pairs      valid pairs that entered (both values finite and positive)
 * @param ratio      candidate-better ratio (above 1 = candidate better): exp of the median of the Walsh averages
 *                   of d_i = ln(cand/base), or ln(base/cand) when lower is better; NaN without pairs
 * @param ciLow      lower end of the 95 % confidence interval of {@code ratio}; NaN with fewer than 6 pairs
 * @param ciHigh     upper end of that interval
 * @param detectable smallest effect this run could resolve, as a fraction (0.06 = 6 %): exp of the half-width of
 *                   the interval in log space, minus 1; NaN without an interval
 */
public record PairedEffect(int pairs, double ratio, double ciLow, double ciHigh, double detectable) {

    /** Confidence level of the interval is 1 - ALPHA. */
    public static final double ALPHA = 0.05;

    /**
     * @param baseline       baseline figure of window pair i at index i
     * @param candidate      candidate figure of window pair i at index i (same length)
     * @param higherIsBetter true for throughput, false for latency
     */
    public static PairedEffect of(List<Double> baseline, List<Double> candidate, boolean higherIsBetter) {
        if (baseline.size() != candidate.size()) {
            throw new IllegalArgumentException("paired lists differ in length: " + baseline.size()
                    + " baseline vs " + candidate.size() + " candidate");
        }
        List<Double> logRatios = new ArrayList<>();
        for (int i = 0; i < baseline.size(); i++) {
            Double b = baseline.get(i);
            Double c = candidate.get(i);
            if (valid(b) && valid(c)) {
                logRatios.add(higherIsBetter ? Math.log(c / b) : Math.log(b / c));
            }
        }
        int n = logRatios.size();
        if (n == 0) {
            return new PairedEffect(0, Double.NaN, Double.NaN, Double.NaN, Double.NaN);
        }
        double[] walsh = walshAverages(logRatios);
        int m = walsh.length;
        double median = m % 2 == 1 ? walsh[m / 2] : (walsh[m / 2 - 1] + walsh[m / 2]) / 2;
        int k = SignedRank.criticalValue(n, ALPHA);
        if (k < 0) {
            return new PairedEffect(n, Math.exp(median), Double.NaN, Double.NaN, Double.NaN);
        }
        double lo = walsh[k];          // W_(k+1), 1-based
        double hi = walsh[m - k - 1];  // W_(M-k), 1-based
        return new PairedEffect(n, Math.exp(median), Math.exp(lo), Math.exp(hi), Math.exp((hi - lo) / 2) - 1);
    }

    /** All (d_i + d_j) / 2 for i <= j, sorted: M = n(n+1)/2 values. */
    static double[] walshAverages(List<Double> d) {
        int n = d.size();
        double[] w = new double[n * (n + 1) / 2];
        int idx = 0;
        for (int i = 0; i < n; i++) {
            for (int j = i; j < n; j++) {
                w[idx++] = (d.get(i) + d.get(j)) / 2;
            }
        }
        Arrays.sort(w);
        return w;
    }

    private static boolean valid(Double v) {
        return v != null && Double.isFinite(v) && v > 0;
    }

    /** True when the interval exists and lies entirely above ratio 1. */
    public boolean candidateBetter() {
        return ciLow > 1;
    }

    /** True when the interval exists and lies entirely below ratio 1. */
    public boolean candidateWorse() {
        return ciHigh < 1;
    }

    /** Effect in percent, positive = candidate better. */
    public double effectPercent() {
        return (ratio - 1) * 100;
    }

    public double ciLowPercent() {
        return (ciLow - 1) * 100;
    }

    public double ciHighPercent() {
        return (ciHigh - 1) * 100;
    }
}
