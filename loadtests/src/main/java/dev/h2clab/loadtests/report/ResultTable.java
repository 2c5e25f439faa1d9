package dev.h2clab.loadtests.report;

import dev.h2clab.loadtests.analysis.Comparison;
import dev.h2clab.loadtests.analysis.ScenarioResult;
import dev.h2clab.loadtests.stats.ColumnStats;
import dev.h2clab.loadtests.stats.Metric;
import dev.h2clab.loadtests.stats.Spread;

import java.util.ArrayList;
import java.util.List;

/**
 * The table every report prints: {@code metric | baseline | candidate(s) | change}, each cell the median over
 * clean windows (or repeats) with [min-max]. Rows without any value (wire bytes on loopback) are left out. A
 * warm run adds CPU rows measured at one open-model rate for every variant.
 */
public final class ResultTable {

    private static final List<Metric> EQUAL_LOAD_ROWS = List.of(Metric.CPU_BFF, Metric.CPU_CATALOG, Metric.P50,
            Metric.P99);

    private ResultTable() {
    }

    public static List<String> header(ScenarioResult r) {
        List<String> header = new ArrayList<>();
        header.add("metric");
        r.columns().forEach(c -> header.add(r.title(c)));
        r.comparisons().forEach(c -> header.add(r.comparisons().size() > 1 ? "change " + r.title(c.candidate()) : "change"));
        return header;
    }

    public static List<List<String>> rows(ScenarioResult r) {
        List<List<String>> rows = new ArrayList<>();
        if (r.columns().isEmpty()) {
            return rows;
        }
        boolean netCpu = r.cells().stream().anyMatch(c -> c.succeeded() && c.resources().cpu().idleSubtracted());
        for (Metric m : Metric.values()) {
            String label = netCpu && (m == Metric.CPU_BFF || m == Metric.CPU_CATALOG) ? m.label() + " (own rate, net of idle, no JIT)"
                    : m.label();
            addRow(rows, r, m, label, r.columns());
        }
        if (!r.equalLoadColumns().isEmpty()) {
            String at = " @ " + Numbers.fmt(r.engine().equalLoadRate()) + " req/s";
            for (Metric m : EQUAL_LOAD_ROWS) {
                addRow(rows, r, m, m.label() + at, r.equalLoadColumns());
            }
        }
        return rows;
    }

    private static void addRow(List<List<String>> rows, ScenarioResult r, Metric m, String label,
                               List<ColumnStats> columns) {
        if (columns.stream().allMatch(c -> c.spread(m).n() == 0)) {
            return;
        }
        List<String> row = new ArrayList<>();
        row.add(label);
        for (ColumnStats c : r.columns()) {
            ColumnStats source = columns == r.columns() ? c : find(columns, c.column());
            row.add(source == null ? "" : Numbers.spread(source.spread(m)));
        }
        for (Comparison cmp : r.comparisons()) {
            ColumnStats base = columns == r.columns() ? cmp.baseline() : find(columns, cmp.baseline().column());
            ColumnStats cand = columns == r.columns() ? cmp.candidate() : find(columns, cmp.candidate().column());
            Spread b = base == null ? null : base.spread(m);
            Spread c = cand == null ? null : cand.spread(m);
            row.add(b != null && c != null && showsChange(m) ? Numbers.change(b, c) : "");
        }
        rows.add(row);
    }

    private static ColumnStats find(List<ColumnStats> columns, String column) {
        return columns.stream().filter(c -> c.column().equals(column)).findFirst().orElse(null);
    }

    /** Counts of requests per HTTP version and machine figures are evidence, not a performance change. */
    private static boolean showsChange(Metric m) {
        return m != Metric.CATALOG_HTTP1 && m != Metric.CATALOG_HTTP2 && m != Metric.ERRORS
                && m != Metric.MACHINE_CPU && m != Metric.OUTSIDE_CPU;
    }
}
