package dev.h2clab.loadtests.pair;

import dev.h2clab.loadtests.scenario.CellPlan;
import dev.h2clab.loadtests.scenario.ClientKind;
import dev.h2clab.loadtests.scenario.Overrides;
import dev.h2clab.loadtests.scenario.PlanBuilder;
import dev.h2clab.loadtests.scenario.Protocol;
import dev.h2clab.loadtests.scenario.Variant;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class ProcessKeyTest {

    private static String key(Integer fanout, Integer delayMs, Integer pool) {
        CellPlan plan = PlanBuilder.build("burst", Overrides.builder().fanout(fanout).pool(pool).delayMs(delayMs).build(), false);
        return ServiceSet.processKey(plan, Variant.of(plan), new LoopbackPlacement());
    }

    @Test
    void requestParametersKeepTheProcessesAndProcessSettingsReplaceThem() {
        assertThat(key(4, 5, null)).isEqualTo(key(8, 0, null));
        assertThat(key(4, 5, null)).isNotEqualTo(key(4, 5, 16));
    }
}
