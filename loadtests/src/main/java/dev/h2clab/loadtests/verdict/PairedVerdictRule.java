package dev.h2clab.loadtests.verdict;

import dev.h2clab.loadtests.stats.Metric;

import java.util.List;
import java.util.Locale;

/**
 * Verdict from paired windows: a winner is claimed only when the 95 % interval of the effect excludes "no
 * change". When it does not, the line says how large an effect the run could have seen, so "no clear difference"
 * is not mistaken for "no difference".
 */
public final class PairedVerdictRule {

    /** Fewest pairs for which a two-sided 95 % Wilcoxon interval exists. */
    public static final int MIN_PAIRS = 6;

    private PairedVerdictRule() {
    }

    /**
     * @param baseline        baseline figure of window pair i at index i
     * @param candidateValues candidate figure of window pair i at index i (same length)
     */
    public static Verdict judge(String candidate, Metric metric, List<Double> baseline, List<Double> candidateValues) {
        PairedEffect e = PairedEffect.of(baseline, candidateValues, metric.higherIsBetter());
        int n = e.pairs();
        String label = metric.label();
        if (n < MIN_PAIRS || Double.isNaN(e.ciLow())) {
            return verdict(Verdict.Kind.NOT_ENOUGH_DATA, label, e, String.format(Locale.ROOT,
                    "%s: no verdict (only %d clean paired window%s; %d are needed for a 95 %% interval)",
                    candidate, n, n == 1 ? "" : "s", MIN_PAIRS));
        }
        String tail = n + " paired windows, " + shortName(label);
        if (e.candidateBetter()) {
            return verdict(Verdict.Kind.FASTER, label, e, String.format(Locale.ROOT,
                    "%s faster by %s %% (95 %% CI %s-%s %%, %s)",
                    candidate, pct(e.effectPercent()), pct(e.ciLowPercent()), pct(e.ciHighPercent()), tail));
        }
        if (e.candidateWorse()) {
            return verdict(Verdict.Kind.SLOWER, label, e, String.format(Locale.ROOT,
                    "%s slower by %s %% (95 %% CI %s-%s %%, %s)",
                    candidate, pct(slowdown(e.ratio(), metric)), pct(slowdown(e.ciHigh(), metric)),
                    pct(slowdown(e.ciLow(), metric)), tail));
        }
        return verdict(Verdict.Kind.NO_CLEAR_DIFFERENCE, label, e, String.format(Locale.ROOT,
                "%s: no clear difference (%s %%, 95 %% CI %s to %s %%, %s; smallest detectable effect about %s %%)",
                candidate, signedPct(e.effectPercent()), signedPct(e.ciLowPercent()), signedPct(e.ciHighPercent()),
                tail, about(e.detectable() * 100)));
    }

    private static Verdict verdict(Verdict.Kind kind, String metric, PairedEffect e, String text) {
        return new Verdict(kind, metric, e.effectPercent(), e.ciLowPercent(), e.ciHighPercent(),
                e.detectable() * 100, e.pairs(), Verdict.PAIRED_WINDOWS, text);
    }

    /**
     * How much worse the candidate is for a candidate-better ratio below 1, in the metric's own terms: throughput
     * lost, (1 - ratio), or latency grown, (1 / ratio - 1), where ratio = base / cand.
     */
    static double slowdown(double ratio, Metric metric) {
        return (metric.higherIsBetter() ? 1 - ratio : 1 / ratio - 1) * 100;
    }

    /** "throughput (req/s)" -> "throughput": the unit adds nothing to a relative figure. */
    static String shortName(String label) {
        return label.replaceFirst("\\s*\\(.*\\)$", "");
    }

    /** Whole percent from 10 % up, one decimal below: as precise as a few windows can be, no more. */
    static String pct(double p) {
        return String.format(Locale.ROOT, Math.abs(p) >= 9.95 ? "%.0f" : "%.1f", p);
    }

    static String signedPct(double p) {
        return (p >= 0 ? "+" : "") + pct(p);
    }

    /** The detectable effect is a rough scale, so whole percent unless it is below 1 %. */
    static String about(double p) {
        return String.format(Locale.ROOT, p >= 0.95 ? "%.0f" : "%.1f", p);
    }
}
