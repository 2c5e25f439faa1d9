package dev.h2clab.loadtests.sweep;

import dev.h2clab.loadtests.report.RunInfo;

import java.util.List;
import java.util.Locale;

import static dev.h2clab.loadtests.report.SvgChart.esc;

/**
 * {@code sweep.html}: self-contained (inline CSS and SVG, nothing fetched). Per facet a heatmap: colour is the
 * effect on a log scale (green: the candidate better, red: worse, white: no change, saturated at 4x), hatching marks
 * a tie (no significant effect of the minimum size), grey a point without a verdict, and a thick line runs between
 * neighbouring cells whose verdicts differ: the crossover.
 */
public final class SweepHtml {

    private static final int CELL_W = 120;
    private static final int CELL_H = 54;
    private static final int LEFT = 130;
    private static final int TOP = 34;
    /** The effect at which colour saturates: a ratio of 4 (or 1/4). */
    private static final double SATURATION = Math.log(4);

    private SweepHtml() {
    }

    public static String render(SweepView view, RunInfo info, SweepPlan plan, int done, int total) {
        StringBuilder html = new StringBuilder("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
                + "<title>h2c lab sweep</title><style>body{font-family:sans-serif;max-width:1100px;margin:2em auto}"
                + "svg text{font-family:sans-serif}code{background:#f4f4f4;padding:1px 4px}</style></head><body>\n");
        html.append("<h1>Where h2c wins, ties and loses</h1>\n<p><code>./lab ")
                .append(esc(String.join(" ", info.arguments()))).append("</code><br>").append(esc(info.started()))
                .append(" &middot; commit ").append(esc(info.gitCommit())).append("<br>")
                .append(esc(info.machine().summary())).append(" &middot; pods: ").append(esc(info.placement()))
                .append("<br>base scenario ").append(esc(plan.scenario())).append(view.fixedPart().isEmpty() ? ""
                        : ", " + esc(view.fixedPart())).append(" &middot; ").append(done).append(" of ").append(total)
                .append(" points measured").append(done < total ? " (partial: the sweep was interrupted or is running)"
                        : "").append("</p>\n");
        for (SweepView.Facet f : view.facets()) {
            html.append("<h2>").append(esc(f.title())).append("</h2>\n").append(heatmap(view, f));
        }
        html.append(legend());
        return html.append("</body></html>\n").toString();
    }

    static String heatmap(SweepView view, SweepView.Facet f) {
        List<String> rows = view.rowValues();
        List<String> cols = view.colValues();
        int width = LEFT + cols.size() * CELL_W + 10;
        int height = TOP + rows.size() * CELL_H + 10;
        StringBuilder svg = new StringBuilder(String.format(Locale.ROOT,
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" role=\"img\">"
                        + "<defs><pattern id=\"tie\" width=\"8\" height=\"8\" patternUnits=\"userSpaceOnUse\" "
                        + "patternTransform=\"rotate(45)\"><line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"8\" stroke=\"#777\" "
                        + "stroke-width=\"1.5\"/></pattern></defs>\n", width, height));
        for (int j = 0; j < cols.size(); j++) {
            svg.append(text(LEFT + j * CELL_W + CELL_W / 2, TOP - 10, view.colLabel(cols.get(j)), "middle", 12));
        }
        for (int i = 0; i < rows.size(); i++) {
            svg.append(text(LEFT - 8, TOP + i * CELL_H + CELL_H / 2 + 4, view.rowLabel(rows.get(i)), "end", 12));
            for (int j = 0; j < cols.size(); j++) {
                svg.append(cell(LEFT + j * CELL_W, TOP + i * CELL_H, f.at(rows.get(i), cols.get(j))));
            }
        }
        for (String edge : SweepView.crossovers(view, f)) {
            svg.append(crossover(edge));
        }
        return svg.append("</svg>\n").toString();
    }

    private static String cell(int x, int y, SweepPoint.Effect e) {
        StringBuilder s = new StringBuilder();
        String title = e == null ? "not measured" : e.verdict();
        s.append(String.format(Locale.ROOT, "<g><title>%s</title><rect class=\"%s\" x=\"%d\" y=\"%d\" width=\"%d\" "
                        + "height=\"%d\" fill=\"%s\" stroke=\"#fff\"/>", esc(title), e == null ? "missing" : e.kind(), x, y,
                CELL_W, CELL_H, e == null ? "#fafafa" : colour(e)));
        if (e != null && e.kind().equals("tie")) {
            s.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"url(#tie)\" "
                    + "opacity=\"0.5\"/>", x, y, CELL_W, CELL_H));
        }
        if (e == null) {
            s.append(text(x + CELL_W / 2, y + CELL_H / 2 + 4, "·", "middle", 14));
        } else if (e.kind().equals("none") || Double.isNaN(e.changePercent())) {
            s.append(text(x + CELL_W / 2, y + CELL_H / 2 + 4, "no verdict", "middle", 12));
        } else {
            s.append(text(x + CELL_W / 2, y + 22, String.format(Locale.ROOT, "%+.0f%% %s", e.changePercent(),
                    e.kind()), "middle", 14));
            if (!Double.isNaN(e.ciLowPercent())) {
                s.append(text(x + CELL_W / 2, y + 40, String.format(Locale.ROOT, "CI %+.0f..%+.0f%%", e.ciLowPercent(),
                        e.ciHighPercent()), "middle", 10));
            }
        }
        return s.append("</g>\n").toString();
    }

    /** Green for a better candidate, red for worse, by the log of the ratio, saturated at 4x; grey: no verdict. */
    static String colour(SweepPoint.Effect e) {
        if (e.kind().equals("none") || Double.isNaN(e.changePercent()) || e.changePercent() <= -100) {
            return "#d0d0d0";
        }
        double t = Math.max(-1, Math.min(1, Math.log(1 + e.changePercent() / 100) / SATURATION));
        int[] to = t >= 0 ? new int[]{26, 152, 80} : new int[]{215, 48, 39};
        double a = Math.abs(t);
        return String.format(Locale.ROOT, "#%02x%02x%02x", mix(255, to[0], a), mix(255, to[1], a), mix(255, to[2], a));
    }

    private static int mix(int from, int to, double a) {
        return (int) Math.round(from + (to - from) * a);
    }

    /** The shared edge of two neighbouring cells "i,j|k,l". */
    private static String crossover(String edge) {
        String[] ends = edge.split("\\|");
        int[] a = indexes(ends[0]);
        int[] b = indexes(ends[1]);
        int x1;
        int y1;
        int x2;
        int y2;
        if (a[0] == b[0]) { // same row: vertical edge between columns a[1] and b[1]
            x1 = x2 = LEFT + b[1] * CELL_W;
            y1 = TOP + a[0] * CELL_H;
            y2 = y1 + CELL_H;
        } else { // same column: horizontal edge
            y1 = y2 = TOP + b[0] * CELL_H;
            x1 = LEFT + a[1] * CELL_W;
            x2 = x1 + CELL_W;
        }
        return String.format(Locale.ROOT, "<line class=\"crossover\" x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" "
                + "stroke=\"#222\" stroke-width=\"4\"/>\n", x1, y1, x2, y2);
    }

    private static int[] indexes(String cell) {
        String[] v = cell.split(",");
        return new int[]{Integer.parseInt(v[0]), Integer.parseInt(v[1])};
    }

    private static String text(int x, int y, String s, String anchor, int size) {
        return String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" text-anchor=\"%s\" font-size=\"%d\">%s</text>", x, y,
                anchor, size, esc(s));
    }

    private static String legend() {
        return "<p>Each cell: the candidate's change in the verdict metric (throughput in the closed model, p99 in the "
                + "open model; positive = candidate better) with its 95% interval, from paired windows on warm "
                + "processes. Green: better, red: worse (log scale, full colour at 4x); hatched: tie (the interval "
                + "includes no change, or the effect is below the minimum effect); grey: no verdict (too few clean "
                + "windows); thick lines: crossovers, where neighbouring verdicts differ. Every window is in "
                + "sweep.json, one row per point in sweep.csv.</p>\n";
    }
}
