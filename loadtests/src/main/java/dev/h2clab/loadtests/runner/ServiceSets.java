package dev.h2clab.loadtests.runner;

import dev.h2clab.loadtests.pair.Placement;
import dev.h2clab.loadtests.pair.ServiceSet;
import dev.h2clab.loadtests.scenario.CellPlan;
import dev.h2clab.loadtests.scenario.Variant;

import java.io.IOException;
import java.nio.file.Path;

/**
 * Keeps the warm engine's processes across scenarios: a scenario whose processes would be started exactly like the
 * previous one's (same command lines and environment but the ports) reuses them, warm, instead of paying start-up
 * and JIT again. Request-level parameters (fanout, bytes, delay) never force a restart.
 */
final class ServiceSets implements AutoCloseable {

    private final Placement placement;
    private ServiceSet current;
    private String currentKey;

    ServiceSets(Placement placement) {
        this.placement = placement;
    }

    ServiceSet forPlan(CellPlan plan, Path logDir, RunProgress progress, long estimateSeconds)
            throws IOException, InterruptedException {
        String key = ServiceSet.processKey(plan, Variant.of(plan), placement);
        if (current != null && key.equals(currentKey)) {
            progress.phase("reusing the running processes: this scenario differs only in request parameters",
                    estimateSeconds);
            return current;
        }
        close();
        progress.phase("starting catalog-service and " + Variant.of(plan).size() + " gateway-bff processes",
                estimateSeconds);
        current = ServiceSet.start(plan, Variant.of(plan), placement, logDir, plan.scenario());
        currentKey = key;
        return current;
    }

    @Override
    public void close() {
        if (current != null) {
            current.close();
            current = null;
            currentKey = null;
        }
    }
}
