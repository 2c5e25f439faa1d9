package dev.h2clab.loadtests.pair;

import dev.h2clab.loadtests.report.Numbers;
import dev.h2clab.loadtests.report.ProgressLine;
import dev.h2clab.loadtests.report.ScenarioReport;
import dev.h2clab.loadtests.scenario.CellPlan;
import dev.h2clab.loadtests.scenario.ClientKind;
import dev.h2clab.loadtests.scenario.Protocol;
import dev.h2clab.loadtests.stats.CellResult;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Runs every cell of every scenario, one at a time. Protocols run back to back within a repeat, in a balanced
 * order (A B, B A, A B, ...): the first cell of a run is often slower (cold page cache, CPU frequency), and a
 * fixed A-first order would charge that drift to the baseline every time.
 */
public final class SuiteRunner {

    private SuiteRunner() {
    }

    /** Cells of one scenario in run order. */
    public static List<CellRunner.Cell> cells(CellPlan plan) {
        List<CellRunner.Cell> cells = new ArrayList<>();
        for (int repeat = 1; repeat <= plan.repeats(); repeat++) {
            List<Protocol> order = new ArrayList<>(plan.protocols());
            if (repeat % 2 == 0) {
                Collections.reverse(order);
            }
            for (ClientKind client : plan.clients()) {
                for (Protocol protocol : order) {
                    cells.add(new CellRunner.Cell(plan, protocol, client, repeat, cells.size() + 1));
                }
            }
        }
        return cells;
    }

    public static List<ScenarioReport> run(List<CellPlan> plans, Placement placement, Path outDir,
                                           ProgressLine progress) throws InterruptedException {
        List<ScenarioReport> reports = new ArrayList<>();
        int index = 0;
        for (CellPlan plan : plans) {
            List<CellResult> results = new ArrayList<>();
            for (CellRunner.Cell cell : cells(plan)) {
                String label = plan.scenario() + " " + cell.protocol().label() + "/" + cell.client().id() + " repeat "
                        + cell.repeat() + "/" + plan.repeats();
                CellResult r = CellRunner.run(cell, placement, outDir, progress.forCell(++index, label));
                results.add(r);
                progress.done(r.succeeded()
                        ? String.format("  %s: %s req/s, p95 %s ms, p99 %s ms, errors %d, connections max %s, "
                                + "machine CPU %s%%", label, Numbers.fmt(r.throughput()), Numbers.fmt(r.latency().p95()),
                        Numbers.fmt(r.latency().p99()), r.errorCount(),
                        Numbers.fmt(r.connections().kernelSpread().max()), Numbers.fmt(r.machineCpuBusy() * 100))
                        : "  " + label + ": FAILED: " + r.failure());
            }
            reports.add(ScenarioReport.of(plan, results));
        }
        return reports;
    }

    /** Total number of cells, for the progress display. */
    public static int totalCells(List<CellPlan> plans) {
        return plans.stream().mapToInt(p -> p.repeats() * p.protocols().size() * p.clients().size()).sum();
    }
}
