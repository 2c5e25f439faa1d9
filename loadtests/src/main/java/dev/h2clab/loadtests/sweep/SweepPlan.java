package dev.h2clab.loadtests.sweep;

import dev.h2clab.loadtests.scenario.CellPlan;
import dev.h2clab.loadtests.scenario.ClientKind;
import dev.h2clab.loadtests.scenario.Overrides;
import dev.h2clab.loadtests.scenario.PlanBuilder;
import dev.h2clab.loadtests.scenario.Preset;
import dev.h2clab.loadtests.scenario.Presets;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What a sweep runs: a base scenario (its preset fills what the grid and the fixed options leave open), the grid,
 * and the options every point shares. Each point becomes one warm-engine scenario.
 *
 * @param scenario base preset, e.g. burst
 * @param grid     the swept dimensions (a dimension given one value is fixed, and still part of each point's name)
 * @param fixed    the options that are not dimensions (protocols, pods, heap, service environment, h2 pool); its
 *                 grid fields are ignored
 * @param rows     the dimension down the maps
 * @param cols     the dimension across the maps (null: one column)
 */
public record SweepPlan(String scenario, SweepGrid grid, Overrides fixed, Dimension rows, Dimension cols) {

    /** The sweep a bare {@code ./lab sweep} runs: where HTTP/1.1 takes over from h2c as bodies grow and the pool widens. */
    public static SweepGrid defaultGrid() {
        return new SweepGrid(Map.of(
                Dimension.BYTES, List.of("0", "16384", "262144", "1048576"),
                Dimension.POOL, List.of("1", "4", "16"),
                Dimension.VUS, List.of("16"),
                Dimension.FANOUT, List.of("1"),
                Dimension.DELAY_MS, List.of("1")));
    }

    public SweepPlan {
        Preset preset = Presets.get(scenario);
        if ((grid.has(Dimension.FANOUT) || grid.has(Dimension.BYTES)) && !"burst".equals(preset.endpoint())) {
            throw new IllegalArgumentException("--fanout and --bytes need a burst-type scenario (burst, small-file, "
                    + "large-file); " + scenario + " calls /bff/" + preset.endpoint());
        }
        if (grid.has(Dimension.VUS) && grid.has(Dimension.RATE)) {
            throw new IllegalArgumentException("--vus (closed model) and --rate (open model) exclude each other");
        }
        if (rows != null && !grid.has(rows) || cols != null && !grid.has(cols)) {
            throw new IllegalArgumentException("--map names a dimension the sweep does not have: " + rows + ", " + cols);
        }
    }

    /** The map's axes by default: the first two dimensions that vary. */
    public static Dimension[] defaultAxes(SweepGrid grid) {
        List<Dimension> varying = grid.varying();
        return new Dimension[]{varying.isEmpty() ? null : varying.get(0), varying.size() < 2 ? null : varying.get(1)};
    }

    /** The plan of one point, named {@code name}. */
    public CellPlan plan(GridPoint point, String name) {
        Overrides.Builder o = fixed.toBuilder()
                .vus(integer(point, Dimension.VUS, fixed.vus()))
                .fanout(integer(point, Dimension.FANOUT, fixed.fanout()))
                .pool(integer(point, Dimension.POOL, fixed.pool()))
                .delayMs(integer(point, Dimension.DELAY_MS, fixed.delayMs()))
                .bffEnv(bffEnvironment());
        if (point.get(Dimension.RATE) != null) {
            o.rate(Double.valueOf(point.get(Dimension.RATE)));
        }
        if (point.get(Dimension.BYTES) != null) {
            o.bytes(Long.valueOf(point.get(Dimension.BYTES)));
        }
        if (point.get(Dimension.CLIENT) != null) {
            o.clients(ClientKind.fromId(point.get(Dimension.CLIENT)));
        }
        if (point.get(Dimension.LOSS) != null) {
            o.lossPercent(Double.parseDouble(point.get(Dimension.LOSS)));
        }
        return PlanBuilder.build(scenario, o.build(), false).withScenario(name);
    }

    /**
     * The bff settings the lab derives from request parameters (wait queue from users x fan-out, request timeout
     * from body size), taken from the grid's largest values so that every point of a process combination starts
     * its services alike and shares them; {@code --bff-env} still wins.
     */
    Map<String, String> bffEnvironment() {
        Preset p = Presets.get(scenario);
        long users = Math.max(max(Dimension.VUS, fixed.vus() != null ? fixed.vus() : p.vus()),
                grid.has(Dimension.RATE) || fixed.rate() != null ? CellPlan.edgeConnectionsFor(
                        max(Dimension.RATE, fixed.rate() != null ? fixed.rate().longValue() : 0)) : 0);
        long fanout = "burst".equals(p.endpoint()) ? max(Dimension.FANOUT, fixed.fanout() != null ? fixed.fanout()
                : p.fanout()) : "page".equals(p.endpoint()) ? 5 : 1;
        long bytes = max(Dimension.BYTES, fixed.bytes() != null ? fixed.bytes() : p.bytes());
        Map<String, String> env = new HashMap<>();
        env.put("BFF_CATALOG_MAX_WAIT_QUEUE", Long.toString(Math.max(1024, 2 * users * fanout)));
        env.put("BFF_CATALOG_REQUEST_TIMEOUT", bytes >= 1_048_576 ? "60s" : "10s");
        env.putAll(fixed.bffEnv());
        return env;
    }

    private long max(Dimension d, long otherwise) {
        return grid.has(d) ? grid.values(d).stream().mapToLong(v -> (long) Double.parseDouble(v)).max().orElse(otherwise)
                : otherwise;
    }

    private static Integer integer(GridPoint point, Dimension d, Integer otherwise) {
        String v = point.get(d);
        return v != null ? Integer.valueOf(v) : otherwise;
    }
}
