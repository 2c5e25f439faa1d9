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
        List<ColumnStats> candidates = candidates(r);
        candidates.forEach(c -> header.add(r.columns().size() > 2 ? "change " + r.title(c) : "change"));
        return header;
    }

    /** Columns that are compared: every protocol but the baseline, each against its own client's baseline. */
    static List<ColumnStats> candidates(ScenarioReport r) {
        String baseline = r.plan().protocols().get(0).id();
        return r.columns().stream().filter(c -> !c.protocol().equals(baseline) && baselineOf(r, c) != null).toList();
    }

    static ColumnStats baselineOf(ScenarioReport r, ColumnStats candidate) {
        String baseline = r.plan().protocols().get(0).id();
        return r.columns().stream().filter(c -> c.client().equals(candidate.client()) && c.protocol().equals(baseline))
                .findFirst().orElse(null);
    }

    public static List<List<String>> rows(ScenarioReport r) {
        List<List<String>> rows = new ArrayList<>();
        if (r.columns().isEmpty()) {
            return rows;
        }
        List<ColumnStats> candidates = candidates(r);
        for (Metric m : Metric.values()) {
            if (r.columns().stream().allMatch(c -> c.spread(m).n() == 0)) {
                continue;
            }
            List<String> row = new ArrayList<>();
            row.add(m.label());
            r.columns().forEach(c -> row.add(Numbers.spread(c.spread(m))));
            for (ColumnStats candidate : candidates) {
                Spread base = baselineOf(r, candidate).spread(m);
                row.add(showsChange(m) ? Numbers.change(base, candidate.spread(m)) : "");
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
