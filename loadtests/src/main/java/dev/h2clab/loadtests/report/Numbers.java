package dev.h2clab.loadtests.report;

import dev.h2clab.loadtests.stats.Spread;

import java.util.Locale;

/** Number formatting shared by the terminal, Markdown and HTML reports. */
public final class Numbers {

    private Numbers() {
    }

    public static String fmt(double v) {
        if (Double.isNaN(v) || Double.isInfinite(v)) {
            return "-";
        }
        double a = Math.abs(v);
        String pattern = a >= 100 || v == Math.rint(v) ? "%.0f" : a >= 10 ? "%.1f" : "%.2f";
        return String.format(Locale.ROOT, pattern, v);
    }

    /** "median [min-max]", or just the value for a single repeat. */
    public static String spread(Spread s) {
        if (s.n() == 0) {
            return "-";
        }
        if (s.n() == 1 || s.min() == s.max()) {
            return fmt(s.median());
        }
        return fmt(s.median()) + " [" + fmt(s.min()) + "-" + fmt(s.max()) + "]";
    }

    /** Change of the candidate median against the baseline, e.g. "+97.1%"; empty when undefined. */
    public static String change(Spread baseline, Spread candidate) {
        if (baseline.n() == 0 || candidate.n() == 0 || baseline.median() == 0 || Double.isNaN(baseline.median())) {
            return "";
        }
        return String.format(Locale.ROOT, "%+.1f%%", candidate.changePercent(baseline));
    }
}
