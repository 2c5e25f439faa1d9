package dev.h2clab.loadtests.report;

import dev.h2clab.loadtests.analysis.Comparison;
import dev.h2clab.loadtests.analysis.ScenarioResult;
import dev.h2clab.loadtests.stats.CellResult;
import dev.h2clab.loadtests.stats.ColumnStats;
import dev.h2clab.loadtests.stats.Metric;
import dev.h2clab.loadtests.verdict.Verdict;
import dev.h2clab.loadtests.verdict.VerdictRule;

import java.util.ArrayList;
import java.util.List;

/**
 * {@code report.html}: self-contained (inline CSS and SVG, no script, nothing fetched): per scenario the
 * table, verdicts, latency percentile curves, throughput bars and connections over time.
 */
public final class HtmlReport {

    private static final String[] COLORS = {"#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b"};

    private HtmlReport() {
    }

    public static String render(List<ScenarioResult> reports, RunInfo info) {
        StringBuilder html = new StringBuilder("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
                + "<title>h2c lab results</title><style>body{font-family:sans-serif;max-width:1000px;margin:2em auto}"
                + "table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:3px 8px;text-align:right}"
                + "td:first-child,th:first-child{text-align:left}.verdict{font-weight:bold}</style></head><body>\n");
        html.append("<h1>HTTP/1.1 vs h2c</h1><p>").append(SvgChart.esc(info.started())).append(" &middot; commit ")
                .append(SvgChart.esc(info.gitCommit())).append("<br>").append(SvgChart.esc(info.machine().summary()))
                .append("<br>pods: ").append(SvgChart.esc(info.placement())).append("</p>\n");
        for (ScenarioResult r : reports) {
            html.append("<h2>").append(SvgChart.esc(r.plan().scenario())).append("</h2><p>")
                    .append(SvgChart.esc(ReportNotes.configuration(r))).append("</p>\n");
            table(html, r);
            r.verdicts().forEach(v -> html.append("<p class=\"verdict\">").append(SvgChart.esc(v.text())).append("</p>"));
            html.append("<ul>");
            ReportNotes.evidence(r).forEach(n -> html.append("<li>").append(SvgChart.esc(n)).append("</li>"));
            html.append("</ul>\n");
            r.comparisons().forEach(c -> html.append(ratioChart(r, c)));
            html.append(percentileChart(r)).append(throughputChart(r)).append(connectionChart(r));
        }
        html.append("<p>Cells: median over clean windows (warm) or repeats (--fresh) [min-max]. Raw figures in "
                + "results.json, latency logs in hgrm/.</p>");
        return html.append("</body></html>\n").toString();
    }

    private static void table(StringBuilder html, ScenarioResult r) {
        html.append("<table><tr>");
        ResultTable.header(r).forEach(h -> html.append("<th>").append(SvgChart.esc(h)).append("</th>"));
        html.append("</tr>\n");
        for (List<String> row : ResultTable.rows(r)) {
            html.append("<tr>");
            row.forEach(c -> html.append("<td>").append(SvgChart.esc(c)).append("</td>"));
            html.append("</tr>\n");
        }
        html.append("</table>\n");
    }

    /**
     * Warm runs: the candidate/baseline ratio of every paired window in run order (above 1 = candidate better),
     * with the verdict's 95 % interval as two flat lines and 1 (no difference) as a third.
     */
    private static String ratioChart(ScenarioResult r, Comparison cmp) {
        if (!r.warm()) {
            return "";
        }
        Metric m = VerdictRule.primaryMetric(r.plan().openModel());
        List<double[]> ratios = cmp.pairs().stream().map(p -> new double[]{p.baseline().id().repeat(),
                m.higherIsBetter() ? m.read(p.candidate()) / m.read(p.baseline())
                        : m.read(p.baseline()) / m.read(p.candidate())}).toList();
        if (ratios.isEmpty()) {
            return "";
        }
        double first = ratios.get(0)[0];
        double last = ratios.get(ratios.size() - 1)[0];
        List<SvgChart.Series> series = new ArrayList<>();
        series.add(new SvgChart.Series("paired ratio", COLORS[1], ratios));
        Verdict v = cmp.verdict();
        if (!Double.isNaN(v.ciLowPercent())) {
            series.add(flat("95% CI low", "#999999", first, last, 1 + v.ciLowPercent() / 100));
            series.add(flat("95% CI high", "#999999", first, last, 1 + v.ciHighPercent() / 100));
        }
        series.add(flat("no difference", "#000000", first, last, 1));
        return SvgChart.lines(r.title(cmp.candidate()) + " / " + r.title(cmp.baseline()) + ": " + m.label()
                + " ratio per paired window (above 1 = " + r.title(cmp.candidate()) + " better)", "round", "ratio",
                series, List.of());
    }

    private static SvgChart.Series flat(String name, String color, double x0, double x1, double y) {
        return new SvgChart.Series(name, color, List.of(new double[]{x0, y}, new double[]{x1, y}));
    }

    /** x = percentile on the usual HdrHistogram scale log10(1/(1-p)), y = ms; one line per cell. */
    private static String percentileChart(ScenarioResult r) {
        List<SvgChart.Series> series = new ArrayList<>();
        forEachCell(r, (cell, color) -> series.add(new SvgChart.Series(name(r, cell), color,
                cell.timing().percentileCurve().stream().filter(p -> p.percentile() < 100)
                        .map(p -> new double[]{Math.log10(100 / (100 - p.percentile())), p.ms()}).toList())));
        List<Object[]> ticks = List.of(new Object[]{0.0, "0%"}, new Object[]{1.0, "90%"}, new Object[]{2.0, "99%"},
                new Object[]{3.0, "99.9%"}, new Object[]{4.0, "99.99%"}, new Object[]{5.0, "99.999%"});
        return SvgChart.lines("latency by percentile (ms)", "percentile", "ms", series, ticks);
    }

    private static String throughputChart(ScenarioResult r) {
        List<SvgChart.Bar> bars = new ArrayList<>();
        forEachCell(r, (cell, color) -> bars.add(new SvgChart.Bar(name(r, cell), color, Metric.THROUGHPUT.read(cell))));
        return SvgChart.bars("throughput per window or repeat (req/s)", "req/s", bars);
    }

    private static String connectionChart(ScenarioResult r) {
        List<SvgChart.Series> series = new ArrayList<>();
        forEachCell(r, (cell, color) -> {
            List<double[]> pts = new ArrayList<>();
            List<Integer> timeline = cell.resources().connectionTimeline();
            for (int i = 0; i < timeline.size(); i++) {
                pts.add(new double[]{i + 1, Math.max(0, timeline.get(i))});
            }
            series.add(new SvgChart.Series(name(r, cell), color, pts));
        });
        return SvgChart.lines("established bff->catalog connections (kernel, per second)", "second of the window",
                "connections", series, List.of());
    }

    private interface CellVisitor {
        void visit(CellResult cell, String color);
    }

    private static void forEachCell(ScenarioResult r, CellVisitor visitor) {
        for (int i = 0; i < r.columns().size(); i++) {
            ColumnStats column = r.columns().get(i);
            for (CellResult cell : column.cells()) {
                if (cell.succeeded()) {
                    visitor.visit(cell, COLORS[i % COLORS.length]);
                }
            }
        }
    }

    private static String name(ScenarioResult r, CellResult cell) {
        return r.title(r.columns().stream().filter(c -> c.column().equals(cell.column())).findFirst().orElseThrow())
                + " #" + cell.id().repeat();
    }
}
