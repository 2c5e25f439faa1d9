package dev.h2clab.loadtests.report;

import dev.h2clab.loadtests.stats.ColumnStats;
import dev.h2clab.loadtests.stats.Metric;
import dev.h2clab.loadtests.stats.Spread;

import java.util.ArrayList;
import java.util.List;

/**
 * The table every report prints: {@code metric | baseline | candidate(s) | change}, each cell the median
 * over repeats with [min-max]. Rows without any value (wire bytes on loopback) are left out.
 */
public final class ResultTable {

    private ResultTable() {
    }

    public static List<String> header(ScenarioReport r) {
        List<String> header = new ArrayList<>();
        header.add("metric");
        r.columns().forEach(c -> header.add(r.title(c)));
        for (int i = 1; i < r.columns().size(); i++) {
            header.add(r.columns().size() > 2 ? "change " + r.title(r.columns().get(i)) : "change");
        }
        return header;
    }

    public static List<List<String>> rows(ScenarioReport r) {
        List<List<String>> rows = new ArrayList<>();
        if (r.columns().isEmpty()) {
            return rows;
        }
        ColumnStats baseline = r.columns().get(0);
        for (Metric m : Metric.values()) {
            if (r.columns().stream().allMatch(c -> c.spread(m).n() == 0)) {
                continue;
            }
            List<String> row = new ArrayList<>();
            row.add(m.label());
            r.columns().forEach(c -> row.add(Numbers.spread(c.spread(m))));
            for (int i = 1; i < r.columns().size(); i++) {
                Spread candidate = r.columns().get(i).spread(m);
                row.add(showsChange(m) ? Numbers.change(baseline.spread(m), candidate) : "");
            }
            rows.add(row);
        }
        return rows;
    }

    /** Counts of requests per HTTP version are evidence, not a performance change. */
    private static boolean showsChange(Metric m) {
        return m != Metric.CATALOG_HTTP1 && m != Metric.CATALOG_HTTP2 && m != Metric.ERRORS
                && m != Metric.MACHINE_CPU;
    }
}
