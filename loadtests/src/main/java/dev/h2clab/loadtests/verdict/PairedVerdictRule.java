package dev.h2clab.loadtests.verdict;

import dev.h2clab.loadtests.stats.Metric;

import java.util.List;
import java.util.Locale;

/**
 * Verdict from paired windows: a winner is claimed only when the 95 % interval of the effect excludes "no
 * change" and the effect is at least the smallest one worth acting on ({@code minEffectPercent}, default 10 %). When
 * the interval includes 0, the line says how large an effect the run could have seen, so "no clear difference" is
 * not mistaken for "no difference"; when a real but small effect is found, the line gives it and says it is below
 * the threshold. Without the threshold a true 3 % effect measured with a 3 % interval flips between "slower" and
 * "no clear difference" from run to run, which is not an answer a production decision can rest on.
 */
public final class PairedVerdictRule {

    /** Fewest pairs for which a two-sided 95 % Wilcoxon interval exists. */
    public static final int MIN_PAIRS = 6;
    /**
     * Effects smaller than this (in %) are reported as found but not called a win or a loss: below 10 % a JVM
     * update, a client setting or the machine moves the figure as much as the protocol does.
     */
    public static final double DEFAULT_MIN_EFFECT_PERCENT = 10;

    private PairedVerdictRule() {
    }

    /**
     * @param baseline        baseline figure of window pair i at index i
     * @param candidateValues candidate figure of window pair i at index i (same length)
     */
    public static Verdict judge(String candidate, Metric metric, List<Double> baseline, List<Double> candidateValues) {
        return judge(candidate, metric, baseline, candidateValues, DEFAULT_MIN_EFFECT_PERCENT);
    }

    /** @param minEffectPercent smallest effect called a win or a loss; 0 = any effect whose interval excludes 0 */
    public static Verdict judge(String candidate, Metric metric, List<Double> baseline, List<Double> candidateValues,
                                double minEffectPercent) {
        PairedEffect e = PairedEffect.of(baseline, candidateValues, metric.higherIsBetter());
        int n = e.pairs();
        String label = metric.label();
        if (n < MIN_PAIRS || Double.isNaN(e.ciLow())) {
            return verdict(Verdict.Kind.NOT_ENOUGH_DATA, label, e, String.format(Locale.ROOT,
                    "%s: no verdict (only %d clean paired window%s; %d are needed for a 95 %% interval)",
                    candidate, n, n == 1 ? "" : "s", MIN_PAIRS));
        }
        String tail = n + " paired windows, " + shortName(label);
        boolean meaningful = Math.abs(e.effectPercent()) >= minEffectPercent
                || (!e.candidateBetter() && slowdown(e.ratio(), metric) >= minEffectPercent);
        if ((e.candidateBetter() || e.candidateWorse()) && !meaningful) {
            String which = e.candidateBetter() ? "faster" : "slower";
            double size = e.candidateBetter() ? e.effectPercent() : slowdown(e.ratio(), metric);
            return verdict(Verdict.Kind.NO_CLEAR_DIFFERENCE, label, e, String.format(Locale.ROOT,
                    "%s: no meaningful difference (%s by %s %%, 95 %% CI %s to %s %%, %s; below the %s %% that "
                            + "counts, --min-effect)", candidate, which, pct(size), signedPct(e.ciLowPercent()),
                    signedPct(e.ciHighPercent()), tail, pct(minEffectPercent)));
        }
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
