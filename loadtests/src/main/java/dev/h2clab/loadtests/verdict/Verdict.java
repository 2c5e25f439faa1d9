package dev.h2clab.loadtests.verdict;

/**
 * The comparison of a candidate protocol against the baseline on the primary metric.
 *
 * @param kind              FASTER / SLOWER only with evidence: every repeat beats (or loses to) every other-side
 *                          repeat, or the 95 % interval of the paired-window effect excludes "no change"
 * @param metric            the metric judged (throughput for the closed model, p99 for the open model)
 * @param changePercent     estimated improvement in percent (positive = candidate better)
 * @param ciLowPercent      lower end of the 95 % interval of {@code changePercent}; NaN for repeat ranges
 * @param ciHighPercent     upper end of that interval; NaN for repeat ranges
 * @param detectablePercent smallest effect the run could resolve, in percent; NaN for repeat ranges
 * @param samples           repeats per side, or window pairs, that entered the judgement
 * @param method            how the verdict was reached: {@link #PAIRED_WINDOWS} or {@link #REPEAT_RANGES}
 * @param text              the printed verdict line
 */
public record Verdict(Kind kind, String metric, double changePercent, double ciLowPercent, double ciHighPercent,
                      double detectablePercent, int samples, String method, String text) {

    public static final String PAIRED_WINDOWS = "paired windows, Hodges-Lehmann + Wilcoxon 95 % CI";
    public static final String REPEAT_RANGES = "repeat ranges";

    public enum Kind { FASTER, SLOWER, NO_CLEAR_DIFFERENCE, NOT_ENOUGH_DATA }

    /** A verdict from repeat ranges, which carry no interval. */
    static Verdict ofRepeats(Kind kind, String metric, double changePercent, int repeats, String text) {
        return new Verdict(kind, metric, changePercent, Double.NaN, Double.NaN, Double.NaN, repeats, REPEAT_RANGES,
                text);
    }
}
