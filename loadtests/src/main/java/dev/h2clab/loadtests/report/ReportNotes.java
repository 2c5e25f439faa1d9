package dev.h2clab.loadtests.report;

import dev.h2clab.loadtests.scenario.CellPlan;
import dev.h2clab.loadtests.stats.CellResult;
import dev.h2clab.loadtests.stats.ColumnStats;
import dev.h2clab.loadtests.stats.Metric;
import dev.h2clab.loadtests.verdict.VerdictRule;

import java.util.ArrayList;
import java.util.List;

/** The lines printed under a table: configuration, evidence checks, driver limits and failures. */
public final class ReportNotes {

    private ReportNotes() {
    }

    public static String configuration(CellPlan p) {
        String load = p.openModel() ? String.format("open model %.0f req/s", p.rate())
                : String.format("closed model %d VUs (ramp %ds)", p.vus(), p.ramp().toSeconds());
        return String.format("%s: %s, warm-up %ds, measured %ds x %d repeats, fanout %d, bytes %d, delay %d ms, "
                        + "bff pools HTTP/1.1 %d / HTTP/2 %d, pods %s%s",
                p.scenario(), load, p.warmup().toSeconds(), p.duration().toSeconds(), p.repeats(), p.fanout(),
                p.bytes(), p.delayMs(), p.http1Pool(), p.http2Pool(), p.pods().name().toLowerCase(),
                p.lossPercent() > 0 ? ", loss " + p.lossPercent() + "%" : "");
    }

    public static List<String> evidence(ScenarioReport r) {
        List<String> lines = new ArrayList<>();
        lines.add("primary metric: " + r.primaryMetric() + (r.plan().openModel()
                ? " (open model: latency from the intended send time)" : " (closed model)"));
        List<CellResult> ok = r.cells().stream().filter(CellResult::succeeded).toList();
        if (!ok.isEmpty()) {
            lines.add("protocol verified before measuring in " + ok.size() + " of " + r.cells().size() + " cells");
            long disagree = ok.stream().filter(c -> !c.connections().agree()).count();
            lines.add(disagree == 0 ? "connections: bff metric lab_tcp_established and kernel (ss) agree in every sample"
                    : "connections: bff metric and kernel (ss) DISAGREE in " + disagree + " cells (kernel figures shown)");
        }
        lines.addAll(pairedComparisons(r));
        for (CellResult c : ok) {
            c.driverBottlenecks().forEach(b -> lines.add("driver limit in " + label(c) + ": " + b));
        }
        for (CellResult c : r.failedCells()) {
            lines.add("FAILED " + label(c) + ": " + c.failure());
        }
        return lines;
    }

    /**
     * Protocols run back to back within a repeat, so each repeat is a pair measured under similar machine
     * conditions. Information only: the verdict still needs non-overlapping ranges.
     */
    static List<String> pairedComparisons(ScenarioReport r) {
        List<String> lines = new ArrayList<>();
        Metric m = VerdictRule.primaryMetric(r.plan().openModel());
        for (ColumnStats base : r.columns()) {
            for (ColumnStats cand : r.columns()) {
                if (base == cand || !base.client().equals(cand.client())
                        || !base.protocol().equals(r.plan().protocols().get(0).id())) {
                    continue;
                }
                int pairs = 0;
                int better = 0;
                for (CellResult b : base.cells()) {
                    CellResult c = cand.cells().stream().filter(x -> x.repeat() == b.repeat()).findFirst().orElse(null);
                    if (c == null || !b.succeeded() || !c.succeeded()) {
                        continue;
                    }
                    pairs++;
                    boolean candBetter = m.higherIsBetter() ? m.read(c) > m.read(b) : m.read(c) < m.read(b);
                    better += candBetter ? 1 : 0;
                }
                if (pairs > 1) {
                    lines.add(String.format("paired repeats (run back to back): %s better on %s in %d of %d",
                            r.title(cand), m.label(), better, pairs));
                }
            }
        }
        return lines;
    }

    private static String label(CellResult c) {
        return c.column() + " repeat " + c.repeat();
    }
}
