package dev.h2clab.loadtests.sweep;

import dev.h2clab.loadtests.pair.LoopbackPlacement;
import dev.h2clab.loadtests.pair.ServiceSet;
import dev.h2clab.loadtests.scenario.CellPlan;
import dev.h2clab.loadtests.scenario.ClientKind;
import dev.h2clab.loadtests.scenario.Overrides;
import dev.h2clab.loadtests.scenario.Protocol;
import dev.h2clab.loadtests.scenario.Variant;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class SweepGridTest {

    static final Overrides FIXED = Overrides.builder().build();

    static SweepGrid grid(Object... dimensionsAndValues) {
        Map<Dimension, List<String>> axes = new EnumMap<>(Dimension.class);
        for (int i = 0; i < dimensionsAndValues.length; i += 2) {
            axes.put((Dimension) dimensionsAndValues[i], List.of(((String) dimensionsAndValues[i + 1]).split(",")));
        }
        return new SweepGrid(axes);
    }

    @Test
    void expandsEveryCombinationWithTheDearestDimensionOutermost() {
        SweepGrid g = grid(Dimension.FANOUT, "1,4", Dimension.POOL, "1,16", Dimension.DELAY_MS, "0,5");
        List<String> ids = g.points().stream().map(GridPoint::id).toList();
        assertThat(ids).hasSize(8).startsWith("fanout=1,delay-ms=0,pool=1", "fanout=1,delay-ms=5,pool=1",
                "fanout=4,delay-ms=0,pool=1", "fanout=4,delay-ms=5,pool=1", "fanout=1,delay-ms=0,pool=16");
        assertThat(g.serviceStarts()).as("once per pool size").isEqualTo(2);
        assertThat(g.varying()).containsExactly(Dimension.FANOUT, Dimension.DELAY_MS, Dimension.POOL);
    }

    @Test
    void refusesEmptyAndRepeatedValues() {
        assertThatThrownBy(() -> grid(Dimension.FANOUT, "1,1")).hasMessageContaining("--fanout lists a value twice");
        assertThatThrownBy(() -> new SweepGrid(Map.of(Dimension.BYTES, List.of())))
                .hasMessageContaining("--bytes needs at least one value");
    }

    @Test
    void theDefaultSweepIsTwelvePointsOnThreeSetsOfServices() {
        SweepGrid g = SweepPlan.defaultGrid();
        assertThat(g.points()).hasSize(12);
        assertThat(g.serviceStarts()).isEqualTo(3);
        Dimension[] axes = SweepPlan.defaultAxes(g);
        assertThat(axes).containsExactly(Dimension.BYTES, Dimension.POOL);
    }

    /** The services start the same way (same command lines and environment) exactly when the process values match. */
    @Test
    void pointsOnlyRestartTheServicesWhenAProcessLevelValueChanges() {
        SweepGrid g = grid(Dimension.FANOUT, "1,8", Dimension.BYTES, "0,1048576", Dimension.VUS, "2,16",
                Dimension.POOL, "1,4");
        SweepPlan plan = new SweepPlan("burst", g, FIXED, Dimension.FANOUT, Dimension.BYTES);
        List<String> keys = new ArrayList<>();
        for (GridPoint p : g.points()) {
            CellPlan cell = plan.plan(p, "point");
            keys.add(ServiceSet.processKey(cell, Variant.of(cell), new LoopbackPlacement()));
        }
        long starts = 1;
        for (int i = 1; i < keys.size(); i++) {
            starts += keys.get(i).equals(keys.get(i - 1)) ? 0 : 1;
        }
        assertThat(keys.stream().distinct().count()).as("one process set per pool size").isEqualTo(2);
        assertThat(starts).isEqualTo(g.serviceStarts()).isEqualTo(2);
    }

    @Test
    void eachPointCarriesItsValuesIntoThePlan() {
        SweepGrid g = grid(Dimension.FANOUT, "8", Dimension.BYTES, "16384", Dimension.DELAY_MS, "5",
                Dimension.POOL, "4", Dimension.VUS, "3");
        CellPlan cell = new SweepPlan("burst", g, FIXED, null, null).plan(g.points().get(0), "point-01");
        assertThat(cell.scenario()).isEqualTo("point-01");
        assertThat(cell.fanout()).isEqualTo(8);
        assertThat(cell.bytes()).isEqualTo(16384);
        assertThat(cell.delayMs()).isEqualTo(5);
        assertThat(cell.http1Pool()).isEqualTo(4);
        assertThat(cell.vus()).isEqualTo(3);
        assertThat(cell.bffEnv()).containsEntry("BFF_CATALOG_MAX_WAIT_QUEUE", "1024")
                .containsEntry("BFF_CATALOG_REQUEST_TIMEOUT", "10s");
    }

    @Test
    void refusesDimensionsTheScenarioCannotTake() {
        assertThatThrownBy(() -> new SweepPlan("single", grid(Dimension.FANOUT, "1,4"), FIXED, null, null))
                .hasMessageContaining("--fanout and --bytes need a burst-type scenario");
        assertThatThrownBy(() -> new SweepPlan("burst", grid(Dimension.VUS, "1", Dimension.RATE, "10"), FIXED, null,
                null)).hasMessageContaining("exclude each other");
    }

    @Test
    void valuesAreNamedCanonicallyAndShownReadably() {
        assertThat(Dimension.canonical(4.0)).isEqualTo("4");
        assertThat(Dimension.canonical(0.5)).isEqualTo("0.5");
        assertThat(Dimension.BYTES.display("1048576")).isEqualTo("1m");
        assertThat(Dimension.BYTES.display("12288")).isEqualTo("12k");
        assertThat(Dimension.BYTES.display("1000")).isEqualTo("1000");
        assertThat(Dimension.LOSS.display("0.5")).isEqualTo("0.5%");
    }
}
