package dev.h2clab.loadtests.verdict;

import dev.h2clab.loadtests.stats.Metric;
import dev.h2clab.loadtests.stats.Spread;

import java.util.List;

/**
 * The rule for a few cold repeats per side, which are too few for an interval: the repeat ranges must not
 * overlap, i.e. every candidate repeat is better than every baseline repeat (or every one worse). Otherwise:
 * no clear difference. Paired windows on warm processes are judged by {@link PairedVerdictRule} instead.
 */
public final class VerdictRule {

    private VerdictRule() {
    }

    /** Closed model: throughput decides; open model: p99 latency from the intended send time. */
    public static Metric primaryMetric(boolean openModel) {
        return openModel ? Metric.P99 : Metric.THROUGHPUT;
    }

    public static Verdict judge(String candidate, Metric metric, List<Double> baseline, List<Double> candidateValues) {
        Spread base = Spread.of(baseline);
        Spread cand = Spread.of(candidateValues);
        String metricName = metric.label();
        if (base.n() == 0 || cand.n() == 0 || base.median() == 0) {
            return Verdict.ofRepeats(Verdict.Kind.NOT_ENOUGH_DATA, metricName, Double.NaN,
                    Math.min(base.n(), cand.n()), candidate + ": no verdict (a side has no successful repeat)");
        }
        double change = metric.higherIsBetter() ? cand.changePercent(base) : -cand.changePercent(base);
        int n = Math.min(base.n(), cand.n());
        String on = " on " + metricName + ", median of " + n + (n == 1 ? " repeat" : " repeats");
        boolean better = metric.higherIsBetter() ? cand.min() > base.max() : cand.max() < base.min();
        boolean worse = metric.higherIsBetter() ? cand.max() < base.min() : cand.min() > base.max();
        String agree = n == 1 ? " (1 repeat only: no spread, weak evidence)" : " (all " + n + " repeats agree)";
        if (better) {
            return Verdict.ofRepeats(Verdict.Kind.FASTER, metricName, change, n,
                    String.format("%s faster by %.1f%%%s%s", candidate, Math.abs(change), on, agree));
        }
        if (worse) {
            return Verdict.ofRepeats(Verdict.Kind.SLOWER, metricName, change, n,
                    String.format("%s slower by %.1f%%%s%s", candidate, Math.abs(change), on, agree));
        }
        return Verdict.ofRepeats(Verdict.Kind.NO_CLEAR_DIFFERENCE, metricName, change, n,
                String.format("%s: no clear difference (repeats overlap; medians differ by %+.1f%%%s)",
                        candidate, change, on));
    }
}
