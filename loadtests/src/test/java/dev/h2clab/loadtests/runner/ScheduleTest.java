package dev.h2clab.loadtests.runner;

import dev.h2clab.loadtests.scenario.CellPlan;
import dev.h2clab.loadtests.scenario.ClientKind;
import dev.h2clab.loadtests.scenario.Overrides;
import dev.h2clab.loadtests.scenario.PlanBuilder;
import dev.h2clab.loadtests.scenario.Protocol;
import dev.h2clab.loadtests.scenario.Variant;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class ScheduleTest {

    private static final Variant A = new Variant(Protocol.HTTP1, ClientKind.WEB_CLIENT);
    private static final Variant B = new Variant(Protocol.H2C, ClientKind.WEB_CLIENT);
    private static final Variant C = new Variant(Protocol.H2C_UPGRADE, ClientKind.WEB_CLIENT);

    @Test
    void warmRoundsAlternateSoALinearDriftCostsBothSidesAlike() {
        List<Variant> order = new ArrayList<>();
        for (int round = 1; round <= 4; round++) {
            order.addAll(WarmRunner.sequence(List.of(A, B), round));
        }
        assertThat(order).containsExactly(A, B, B, A, A, B, B, A);
        // with a drift of +1 per window, each variant's mean position is the same: no side gains from the drift
        double posA = 0;
        double posB = 0;
        for (int i = 0; i < order.size(); i++) {
            posA += order.get(i) == A ? i : 0;
            posB += order.get(i) == B ? i : 0;
        }
        assertThat(posA).isEqualTo(posB);
        assertThat(WarmRunner.sequence(List.of(A, B, C), 2)).containsExactly(C, B, A);
    }

    @Test
    void freshCellsRunInTheSameBalancedOrderWithRepeatNumbers() {
        Overrides o = Overrides.builder().repeats(4).build();
        CellPlan plan = PlanBuilder.build("burst", o, false);

        List<Window> windows = FreshRunner.schedule(plan);

        assertThat(windows).extracting(w -> w.variant().protocol()).containsExactly(
                Protocol.HTTP1, Protocol.H2C, Protocol.H2C, Protocol.HTTP1,
                Protocol.HTTP1, Protocol.H2C, Protocol.H2C, Protocol.HTTP1);
        assertThat(windows).extracting(Window::repeat).containsExactly(1, 1, 2, 2, 3, 3, 4, 4);
        assertThat(windows).extracting(Window::order).containsExactly(1, 2, 3, 4, 5, 6, 7, 8);
        assertThat(windows).allMatch(w -> w.leadIn().equals(plan.warmup()) && w.length().equals(plan.duration()));
    }

    @Test
    void slicesAndWindowsGrowWithSlowRequestsSoCompletionsAreNotCountedInWaves() {
        // 5 ms requests: the defaults hold hundreds of requests per user
        assertThat(WarmUp.sliceFor(5, java.time.Duration.ofMillis(1500))).hasMillis(1500);
        // 10 MB bodies at ~1 s each: 4 latencies per slice, but never more than 6 s
        assertThat(WarmUp.sliceFor(1100, java.time.Duration.ofMillis(1500))).hasMillis(4400);
        assertThat(WarmUp.sliceFor(5000, java.time.Duration.ofMillis(1500))).hasMillis(6000);
        assertThat(WarmRunner.clamp(2 * 1100, java.time.Duration.ofMillis(500), java.time.Duration.ofSeconds(5)))
                .hasMillis(2200);
        assertThat(WarmRunner.clamp(3, java.time.Duration.ofMillis(500), java.time.Duration.ofSeconds(5))).hasMillis(500);
    }

    @Test
    void aVariantStarvedInASharedSliceIsNamedAndAFairOneIsNot() {
        // the large-file warm-up of a default ./lab compare: h2c 0-1.3 req/s beside HTTP/1.1's 175-193 req/s
        assertThat(WarmUp.starved(Map.of("web-client/http1", 193.2, "web-client/h2c", 1.33)))
                .contains("web-client/h2c made 1.3 req/s beside 193.2 req/s");
        assertThat(WarmUp.starved(Map.of("web-client/http1", 175.0, "web-client/h2c", Double.NaN)))
                .contains("web-client/h2c made 0.0 req/s");
        // burst: h2c 7.5x HTTP/1.1 is a real difference, not starvation; nothing at all from both is no comparison
        assertThat(WarmUp.starved(Map.of("web-client/http1", 44.0, "web-client/h2c", 346.7))).isNull();
        assertThat(WarmUp.starved(Map.of("web-client/http1", 0.0, "web-client/h2c", 0.0))).isNull();
        assertThat(WarmUp.starved(Map.of("web-client/h2c", 5.0))).isNull();
    }
}
