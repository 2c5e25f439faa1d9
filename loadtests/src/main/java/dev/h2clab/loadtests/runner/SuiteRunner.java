package dev.h2clab.loadtests.runner;

import dev.h2clab.loadtests.analysis.ScenarioResult;
import dev.h2clab.loadtests.pair.Placement;
import dev.h2clab.loadtests.scenario.CellPlan;
import dev.h2clab.loadtests.scenario.Variant;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Runs every scenario of a comparison, warm (the default) or with fresh processes per cell ({@code --fresh}). */
public final class SuiteRunner {

    /**
     * @param fresh new JVMs per cell, measured after the plan's warm-up (cold-start behaviour)
     * @param warm  the warm engine's settings (its noise limit also flags fresh cells)
     */
    public record Options(boolean fresh, WarmSettings warm) {
    }

    private SuiteRunner() {
    }

    public static List<ScenarioResult> run(List<CellPlan> plans, Options o, Placement placement, Path outDir,
                                           RunProgress progress) throws InterruptedException {
        List<ScenarioResult> results = new ArrayList<>();
        try (WarmSession warm = new WarmSession(placement, o.warm(), outDir)) {
            for (int i = 0; i < plans.size(); i++) {
                CellPlan plan = plans.get(i);
                progress.scenario(i, plan.scenario() + (plan.why().isEmpty() ? "" : ": " + plan.why()));
                results.add(o.fresh() ? FreshRunner.run(plan, placement, outDir, o.warm().noiseLimit(), progress)
                        : warm.run(plan, progress));
            }
        }
        return results;
    }

    /** Seconds each scenario should take, for the ETA. */
    public static List<Long> estimates(List<CellPlan> plans, Options o) {
        return plans.stream().map(p -> {
            int variants = Variant.of(p).size();
            return o.fresh() ? (long) p.repeats() * variants * (p.warmup().toSeconds() + p.duration().toSeconds() + 10)
                    : o.warm().estimateSeconds(variants);
        }).toList();
    }
}
