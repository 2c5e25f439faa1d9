package dev.h2clab.loadtests.sweep;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.h2clab.loadtests.analysis.ScenarioResult;
import dev.h2clab.loadtests.pair.Placement;
import dev.h2clab.loadtests.report.ResultsJson;
import dev.h2clab.loadtests.report.RunInfo;
import dev.h2clab.loadtests.runner.RunProgress;
import dev.h2clab.loadtests.runner.WarmSession;
import dev.h2clab.loadtests.runner.WarmSettings;
import dev.h2clab.loadtests.scenario.CellPlan;
import dev.h2clab.loadtests.scenario.Variant;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Runs a sweep point after point on one warm session (services restart only when a process-level value changes),
 * skipping points an earlier run of the same sweep already measured, and rewrites the sweep's files after every
 * point.
 */
public final class SweepRunner {

    private static final ObjectMapper MAPPER = ResultsJson.mapper();

    private final SweepPlan plan;
    private final WarmSettings warm;
    private final Path outDir;
    private final RunInfo info;

    public SweepRunner(SweepPlan plan, WarmSettings warm, Path outDir, RunInfo info) {
        this.plan = plan;
        this.warm = warm;
        this.outDir = outDir;
        this.info = info;
    }

    /** Seconds each point should take (0 for resumed ones): a first point per process set pays start-up and JIT. */
    public List<Long> estimates(Map<String, SweepPoint> resumed) {
        List<Long> seconds = new ArrayList<>();
        Map<Dimension, String> previous = null;
        for (GridPoint p : plan.grid().points()) {
            CellPlan cell = plan.plan(p, "estimate");
            long full = warm.estimateSeconds(Variant.of(cell).size());
            boolean fresh = !p.processValues().equals(previous);
            previous = p.processValues();
            seconds.add(resumed.containsKey(p.id()) ? 0 : fresh ? full : full - 12 - Math.min(warm.maxWarmup()
                    .toSeconds(), 40) + 8);
        }
        return seconds;
    }

    /**
     * Measures every point not in {@code resumed} and returns all points in grid order.
     *
     * @param resumed points of an earlier run of this sweep, by id
     */
    public List<SweepPoint> run(Placement placement, Map<String, SweepPoint> resumed, RunProgress progress)
            throws InterruptedException, IOException {
        List<GridPoint> grid = plan.grid().points();
        Map<String, SweepPoint> done = new LinkedHashMap<>(resumed);
        SweepFiles.write(outDir, info, plan, ordered(grid, done), done.size() == grid.size());
        try (WarmSession session = new WarmSession(placement, warm, outDir)) {
            for (int i = 0; i < grid.size(); i++) {
                GridPoint point = grid.get(i);
                if (done.containsKey(point.id())) {
                    progress.line(String.format("%n== point %d/%d: %s: measured by the earlier run, kept", i + 1,
                            grid.size(), point.describe()));
                    continue;
                }
                progress.point(i, point.describe());
                if (plan.grid().has(Dimension.LOSS)) {
                    placement.catalogLoss(Double.parseDouble(point.get(Dimension.LOSS)));
                }
                ScenarioResult result = session.run(plan.plan(point, String.format("point-%02d", i + 1)), progress);
                SweepPoint measured = SweepPoint.of(point, result, info.started() + " at " + info.gitCommit(),
                        MAPPER.valueToTree(result));
                done.put(point.id(), measured);
                measured.comparisons().forEach(e -> progress.line("  " + e.facet() + ": " + SweepMap.cell(e)
                        + " (" + e.verdict() + ")"));
                SweepFiles.write(outDir, info, plan, ordered(grid, done), done.size() == grid.size());
            }
        }
        return ordered(grid, done);
    }

    private static List<SweepPoint> ordered(List<GridPoint> grid, Map<String, SweepPoint> done) {
        return grid.stream().map(p -> done.get(p.id())).filter(java.util.Objects::nonNull).toList();
    }

    /**
     * The points of an earlier run to keep, by id: those of this grid that got a comparison. A point without one
     * (interrupted with Ctrl-C, or failed) is measured again; the others are dropped. Each is said.
     */
    public Map<String, SweepPoint> resumable(List<SweepPoint> saved, RunProgress progress) {
        Map<String, SweepPoint> byId = new LinkedHashMap<>();
        List<String> ids = plan.grid().points().stream().map(GridPoint::id).toList();
        for (SweepPoint p : saved) {
            if (!ids.contains(p.id())) {
                progress.line("  dropped a saved point outside this grid: " + p.id());
            } else if (p.comparisons().isEmpty()) {
                progress.line("  measuring again a point the earlier run did not finish: " + p.id() + " "
                        + p.notes());
            } else {
                byId.put(p.id(), p);
            }
        }
        return byId;
    }
}
