package dev.h2clab.loadtests.report;

import dev.h2clab.loadtests.scenario.CellPlan;
import dev.h2clab.loadtests.stats.CellResult;
import dev.h2clab.loadtests.stats.ColumnStats;
import dev.h2clab.loadtests.stats.Metric;
import dev.h2clab.loadtests.verdict.Verdict;
import dev.h2clab.loadtests.verdict.VerdictRule;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One scenario's results: its plan, every cell, one column per client/protocol (the first protocol of each
 * client is the baseline) and a verdict per non-baseline column.
 */
public record ScenarioReport(CellPlan plan, String primaryMetric, List<CellResult> cells, List<ColumnStats> columns,
                             List<Verdict> verdicts) {

    public static ScenarioReport of(CellPlan plan, List<CellResult> cells) {
        Map<String, List<CellResult>> byColumn = new LinkedHashMap<>();
        plan.clients().forEach(c -> plan.protocols().forEach(p -> byColumn.put(c.id() + "/" + p.id(), new ArrayList<>())));
        cells.forEach(c -> byColumn.computeIfAbsent(c.column(), k -> new ArrayList<>()).add(c));
        List<ColumnStats> columns = byColumn.entrySet().stream().filter(e -> !e.getValue().isEmpty())
                .map(e -> ColumnStats.of(e.getKey(), e.getValue())).toList();
        Metric primary = VerdictRule.primaryMetric(plan.openModel());
        List<Verdict> verdicts = new ArrayList<>();
        for (ColumnStats baseline : columns) {
            if (!baseline.protocol().equals(plan.protocols().get(0).id())) {
                continue;
            }
            for (ColumnStats candidate : columns) {
                if (candidate != baseline && candidate.client().equals(baseline.client())) {
                    String name = plan.clients().size() > 1 ? candidate.column() : candidate.protocol();
                    verdicts.add(VerdictRule.judge(name, primary, baseline.values(primary), candidate.values(primary)));
                }
            }
        }
        return new ScenarioReport(plan, primary.label(), cells, columns, verdicts);
    }

    /** Column title: "HTTP/1.1", "h2c", or "jdk HTTP/1.1" when several clients are compared. */
    public String title(ColumnStats column) {
        String protocol = switch (column.protocol()) {
            case "http1" -> "HTTP/1.1";
            default -> column.protocol();
        };
        return plan.clients().size() > 1 ? column.client() + " " + protocol : protocol;
    }

    public List<CellResult> failedCells() {
        return cells.stream().filter(c -> !c.succeeded()).toList();
    }
}
