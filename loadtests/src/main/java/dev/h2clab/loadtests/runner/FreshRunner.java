package dev.h2clab.loadtests.runner;

import dev.h2clab.loadtests.analysis.ScenarioResult;
import dev.h2clab.loadtests.driver.LoadDriver;
import dev.h2clab.loadtests.driver.LoadShape;
import dev.h2clab.loadtests.pair.Placement;
import dev.h2clab.loadtests.pair.ProtocolVerifier;
import dev.h2clab.loadtests.pair.ServiceSet;
import dev.h2clab.loadtests.scenario.CellPlan;
import dev.h2clab.loadtests.scenario.Variant;
import dev.h2clab.loadtests.stats.CellResult;
import dev.h2clab.loadtests.stats.CpuCost;
import dev.h2clab.loadtests.stats.Verification;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code --fresh}: every cell (variant x repeat) starts its own catalog and bff, warms up for the plan's
 * warm-up and measures one window: what a cold start costs, including the connections a cold burst opens.
 * Protocols run in a balanced order (A B, B A, ...), so drift over a run does not favour one.
 */
final class FreshRunner {

    private FreshRunner() {
    }

    /** Windows of one scenario in run order. */
    static List<Window> schedule(CellPlan plan) {
        List<Window> windows = new ArrayList<>();
        LoadShape shape = plan.openModel() ? LoadShape.open(plan.rate()) : LoadShape.closed(plan.vus(), plan.ramp());
        for (int repeat = 1; repeat <= plan.repeats(); repeat++) {
            for (Variant v : WarmRunner.sequence(Variant.of(plan), repeat)) {
                windows.add(new Window(v, shape, plan.warmup(), plan.duration(), repeat, windows.size() + 1));
            }
        }
        return windows;
    }

    static ScenarioResult run(CellPlan plan, Placement placement, Path outDir, double noiseLimit, RunProgress progress)
            throws InterruptedException {
        List<CellResult> results = new ArrayList<>();
        for (Window w : schedule(plan)) {
            String label = plan.scenario() + " " + w.variant().column() + " repeat " + w.repeat() + "/" + plan.repeats();
            CellResult r = cell(plan, w, placement, outDir, noiseLimit, progress.window(label, w.leadIn().plus(w.length())));
            results.add(r);
            progress.windowDone(label, r);
        }
        return ScenarioResult.fresh(plan, results);
    }

    private static CellResult cell(CellPlan plan, Window w, Placement placement, Path outDir, double noiseLimit,
                                   LoadDriver.Progress progress) throws InterruptedException {
        String label = w.label(plan.scenario());
        try (ServiceSet set = ServiceSet.start(plan, List.of(w.variant()), placement, outDir.resolve("logs"), label)) {
            progress.update("verify", 0, 0, 0);
            Verification v = ProtocolVerifier.verify(set.bffs().get(0).url(), set.catalogUrl(), plan, w.variant().protocol());
            if (!v.passed()) {
                return WindowMeasurer.failed(plan, w, v, "protocol verification failed: " + v.message());
            }
            try (LoadDriver driver = WindowMeasurer.driver(plan, set.bffs().get(0), plan.edgeConnections())) {
                return WindowMeasurer.measure(new WindowMeasurer.Context(plan, set, outDir, noiseLimit), w, driver, v,
                        CpuCost.IdleRates.NONE, progress);
            }
        } catch (InterruptedException e) {
            throw e;
        } catch (Exception e) {
            return WindowMeasurer.failed(plan, w, null, String.valueOf(e.getMessage()));
        }
    }
}
