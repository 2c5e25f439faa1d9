package dev.h2clab.loadtests.runner;

import dev.h2clab.loadtests.analysis.ScenarioResult;
import dev.h2clab.loadtests.pair.Placement;
import dev.h2clab.loadtests.scenario.CellPlan;

import java.nio.file.Path;

/**
 * The warm engine across scenarios run one after another: each scenario is measured on the running processes when
 * they would start the same way, on new ones otherwise. {@code ./lab compare} runs its suite through one, the sweep
 * its grid points.
 */
public final class WarmSession implements AutoCloseable {

    private final ServiceSets sets;
    private final WarmSettings settings;
    private final Path outDir;

    public WarmSession(Placement placement, WarmSettings settings, Path outDir) {
        this.sets = new ServiceSets(placement);
        this.settings = settings;
        this.outDir = outDir;
    }

    /** Verifies, warms and measures one scenario ({@link WarmRunner}). */
    public ScenarioResult run(CellPlan plan, RunProgress progress) throws InterruptedException {
        return WarmRunner.run(plan, settings, sets, outDir, progress);
    }

    @Override
    public void close() {
        sets.close();
    }
}
