package dev.h2clab.loadtests.sweep;

import java.util.Locale;

/** The sweep in the terminal: per facet a table of rows x columns, each cell the effect and its verdict mark. */
public final class SweepMap {

    private static final int CELL = 18;

    private SweepMap() {
    }

    public static String text(SweepView view) {
        StringBuilder out = new StringBuilder();
        for (SweepView.Facet f : view.facets()) {
            out.append('\n').append(f.title()).append(": ").append(metric(f)).append('\n');
            if (!view.fixedPart().isEmpty()) {
                out.append("  with ").append(view.fixedPart()).append('\n');
            }
            int first = Math.max(CELL, view.rowValues().stream().mapToInt(r -> view.rowLabel(r).length()).max()
                    .orElse(0) + 2);
            out.append(pad("", first));
            view.colValues().forEach(c -> out.append(pad(view.colLabel(c), CELL)));
            out.append('\n');
            for (String r : view.rowValues()) {
                out.append(pad(view.rowLabel(r), first));
                for (String c : view.colValues()) {
                    out.append(pad(cell(f.at(r, c)), CELL));
                }
                out.append('\n');
            }
            out.append(String.format(Locale.ROOT, "  %d crossover(s) between neighbouring cells%n",
                    SweepView.crossovers(view, f).size()));
        }
        out.append("\nwin / loss: the candidate's 95% interval excludes no change and the effect is at least the minimum "
                + "effect; tie: it does not, or the effect is smaller; '.' not measured (yet)\n");
        return out.toString();
    }

    /** "+512% win", "-3% tie", "no verdict". */
    static String cell(SweepPoint.Effect e) {
        if (e == null) {
            return ".";
        }
        if (e.kind().equals("none") || Double.isNaN(e.changePercent())) {
            return "no verdict";
        }
        return String.format(Locale.ROOT, "%+.0f%% %s", e.changePercent(), e.kind().equals("loss") ? "LOSS"
                : e.kind());
    }

    private static String metric(SweepView.Facet f) {
        return f.cells().values().stream().flatMap(m -> m.values().stream()).findFirst()
                .map(e -> "change in " + e.metric() + " (positive = candidate better)").orElse("");
    }

    private static String pad(String s, int width) {
        return s.length() >= width ? s + " " : s + " ".repeat(width - s.length());
    }
}
