package dev.h2clab.loadtests.report;

import dev.h2clab.loadtests.scenario.CellPlan;
import dev.h2clab.loadtests.stats.CellResult;

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
        for (CellResult c : ok) {
            c.driverBottlenecks().forEach(b -> lines.add("driver limit in " + label(c) + ": " + b));
        }
        for (CellResult c : r.failedCells()) {
            lines.add("FAILED " + label(c) + ": " + c.failure());
        }
        return lines;
    }

    private static String label(CellResult c) {
        return c.column() + " repeat " + c.repeat();
    }
}
