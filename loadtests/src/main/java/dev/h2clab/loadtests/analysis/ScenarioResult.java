package dev.h2clab.loadtests.analysis;

import dev.h2clab.loadtests.scenario.CellPlan;
import dev.h2clab.loadtests.stats.CellResult;
import dev.h2clab.loadtests.stats.ColumnStats;
import dev.h2clab.loadtests.stats.Metric;
import dev.h2clab.loadtests.verdict.PairedVerdictRule;
import dev.h2clab.loadtests.verdict.Verdict;
import dev.h2clab.loadtests.verdict.VerdictRule;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One scenario's results, computed once: its plan, every window (or cold cell), one column per client/protocol,
 * and a comparison of every non-baseline column with its own client's baseline. Renderers only read this.
 *
 * @param mode          {@code warm} (long-lived processes, paired windows) or {@code fresh} (new JVMs per cell)
 * @param equalLoad     warm, closed model: open-model windows at one rate for every variant (CPU at equal load)
 * @param engine        warm only: warm-up, idle CPU and window facts; null for fresh
 * @param notes         what the runner saw that a reader must know (noisy windows left out, failures)
 */
public record ScenarioResult(CellPlan plan, String mode, String primaryMetric, List<CellResult> cells,
                             List<ColumnStats> columns, List<Comparison> comparisons, List<CellResult> equalLoad,
                             List<ColumnStats> equalLoadColumns, EngineFacts engine, List<String> notes) {

    public static final String WARM = "warm";
    public static final String FRESH = "fresh";

    /** Cold cells judged by repeat ranges: too few samples for an interval. */
    public static ScenarioResult fresh(CellPlan plan, List<CellResult> cells) {
        Metric primary = VerdictRule.primaryMetric(plan.openModel());
        List<ColumnStats> columns = columns(plan, cells);
        List<Comparison> comparisons = new ArrayList<>();
        for (ColumnStats[] bc : pairs(plan, columns)) {
            comparisons.add(new Comparison(bc[0], bc[1], Comparison.cleanPairs(bc[0], bc[1]),
                    VerdictRule.judge(name(plan, bc[1]), primary, bc[0].values(primary), bc[1].values(primary))));
        }
        return new ScenarioResult(plan, FRESH, primary.label(), cells, columns, comparisons, List.of(), List.of(), null,
                noteFailures(cells));
    }

    /**
     * Warm windows judged pairwise: the baseline and candidate windows of one round form a pair.
     *
     * @param minEffectPercent smallest effect called a win or a loss (smaller ones are reported as such)
     */
    public static ScenarioResult warm(CellPlan plan, List<CellResult> cells, List<CellResult> equalLoad,
                                      EngineFacts engine, List<String> notes, double minEffectPercent) {
        Metric primary = VerdictRule.primaryMetric(plan.openModel());
        List<ColumnStats> columns = columns(plan, cells);
        List<Comparison> comparisons = new ArrayList<>();
        for (ColumnStats[] bc : pairs(plan, columns)) {
            List<Comparison.Pair> pairs = Comparison.cleanPairs(bc[0], bc[1]);
            List<Double> base = pairs.stream().map(p -> primary.read(p.baseline())).toList();
            List<Double> cand = pairs.stream().map(p -> primary.read(p.candidate())).toList();
            comparisons.add(new Comparison(bc[0], bc[1], pairs, PairedVerdictRule.judge(name(plan, bc[1]), primary,
                    base, cand, minEffectPercent)));
        }
        List<String> all = new ArrayList<>(notes);
        all.addAll(noteFailures(cells));
        return new ScenarioResult(plan, WARM, primary.label(), cells, columns, comparisons, equalLoad,
                columns(plan, equalLoad), engine, all);
    }

    private static List<ColumnStats> columns(CellPlan plan, List<CellResult> cells) {
        Map<String, List<CellResult>> byColumn = new LinkedHashMap<>();
        plan.clients().forEach(c -> plan.protocols().forEach(p -> byColumn.put(c.id() + "/" + p.id(), new ArrayList<>())));
        cells.forEach(c -> byColumn.computeIfAbsent(c.column(), k -> new ArrayList<>()).add(c));
        return byColumn.entrySet().stream().filter(e -> !e.getValue().isEmpty())
                .map(e -> ColumnStats.of(e.getKey(), e.getValue())).toList();
    }

    /** {baseline, candidate} for every candidate column that has its own client's baseline column. */
    private static List<ColumnStats[]> pairs(CellPlan plan, List<ColumnStats> columns) {
        String baselineProtocol = plan.protocols().get(0).id();
        List<ColumnStats[]> pairs = new ArrayList<>();
        for (ColumnStats baseline : columns) {
            if (!baseline.protocol().equals(baselineProtocol)) {
                continue;
            }
            for (ColumnStats candidate : columns) {
                if (candidate != baseline && candidate.client().equals(baseline.client())) {
                    pairs.add(new ColumnStats[]{baseline, candidate});
                }
            }
        }
        return pairs;
    }

    private static String name(CellPlan plan, ColumnStats candidate) {
        return plan.clients().size() > 1 ? candidate.column() : candidate.protocol();
    }

    private static List<String> noteFailures(List<CellResult> cells) {
        return cells.stream().filter(c -> !c.succeeded())
                .map(c -> "FAILED " + c.column() + " " + (c.id().repeat() > 0 ? "window/repeat " + c.id().repeat() : "")
                        + ": " + c.failure()).toList();
    }

    public List<Verdict> verdicts() {
        return comparisons.stream().map(Comparison::verdict).toList();
    }

    /** Column title: "HTTP/1.1", "h2c", or "jdk HTTP/1.1" when several clients are compared. */
    public String title(ColumnStats column) {
        String protocol = "http1".equals(column.protocol()) ? "HTTP/1.1" : column.protocol();
        return plan.clients().size() > 1 ? column.client() + " " + protocol : protocol;
    }

    public List<CellResult> failedCells() {
        return cells.stream().filter(c -> !c.succeeded()).toList();
    }

    public boolean warm() {
        return WARM.equals(mode);
    }
}
