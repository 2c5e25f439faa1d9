package dev.h2clab.loadtests.scenario;

import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class PlanBuilderTest {

    private static Overrides none() {
        return Overrides.builder().build();
    }

    @Test
    void burstReproducesThePublishedExperiment() {
        CellPlan p = PlanBuilder.build("burst", none(), false);
        assertThat(p.fanout()).isEqualTo(4);
        assertThat(p.http1Pool()).isEqualTo(1); // the published connectionPoolSize=1
        assertThat(p.http2Pool()).isEqualTo(1);
        assertThat(p.vus()).isEqualTo(2);
        assertThat(p.ramp()).isEqualTo(Duration.ofSeconds(5));
        assertThat(p.warmup()).isEqualTo(Duration.ofSeconds(5));
        assertThat(p.duration()).isEqualTo(Duration.ofSeconds(20));
        assertThat(p.repeats()).isEqualTo(3);
        assertThat(p.openModel()).isFalse();
        assertThat(RequestPaths.pathFor(p, 7)).isEqualTo("/bff/burst?fanout=4&bytes=0");
    }

    @Test
    void filePresetsUseTheBurstPathWithOneCall() {
        CellPlan large = PlanBuilder.build("large-file", none(), false);
        assertThat(RequestPaths.pathFor(large, 1)).isEqualTo("/bff/burst?fanout=1&bytes=10485760");
        assertThat(large.vus()).isEqualTo(20);
        assertThat(large.heapMb()).isGreaterThan(256); // 20 x 10 MB in flight do not fit 256 MB
        assertThat(RequestPaths.pathFor(PlanBuilder.build("small-file", none(), false), 1))
                .isEqualTo("/bff/burst?fanout=1&bytes=12288");
    }

    @Test
    void overridesWinAndTheRampNeverExceedsTheWarmup() {
        Overrides o = Overrides.builder().rate(300.0).warmup(Duration.ofSeconds(1))
                .duration(Duration.ofSeconds(3)).repeats(1).fanout(8).pool(2).h2Pool(1).bytes(0L).delayMs(5).build();
        CellPlan p = PlanBuilder.build("burst", o, false);
        assertThat(p.openModel()).isTrue();
        assertThat(p.rate()).isEqualTo(300.0);
        assertThat(p.vus()).isZero();
        assertThat(p.fanout()).isEqualTo(8);
        assertThat(p.repeats()).isEqualTo(1);
        assertThat(RequestPaths.pathFor(p, 1)).isEqualTo("/bff/burst?fanout=8&bytes=0&delayMs=5");
        CellPlan closed = PlanBuilder.build("burst", Overrides.builder().warmup(Duration.ofSeconds(1))
                .protocols(Protocol.HTTP1).build(), false);
        assertThat(closed.ramp()).isEqualTo(Duration.ofSeconds(1));
    }

    @Test
    void quickSuiteIsShort() {
        CellPlan p = PlanBuilder.build("single", none(), true);
        assertThat(p.warmup().plus(p.duration())).isLessThanOrEqualTo(Duration.ofSeconds(15));
        assertThat(RequestPaths.pathFor(p, 42)).isEqualTo("/bff/products/42");
        assertThat(RequestPaths.pathFor(PlanBuilder.build("page", none(), true), 42)).isEqualTo("/bff/page/42");
    }

    @Test
    void defaultSuiteIsAWinATieAndALossWithTheUsersOptionsStillWinning() {
        List<CellPlan> suite = PlanBuilder.DEFAULT_SUITE.stream().map(c -> PlanBuilder.build(c, none(), false)).toList();
        assertThat(suite).extracting(CellPlan::scenario).containsExactly("burst", "single", "large-file");
        assertThat(suite).extracting(CellPlan::delayMs).containsExactly(5, 20, 0);
        assertThat(suite).extracting(CellPlan::vus).containsExactly(2, 2, 8);
        assertThat(suite).allMatch(p -> !p.why().isBlank());

        Overrides mine = Overrides.builder().vus(3).delayMs(1).build();
        CellPlan large = PlanBuilder.build(PlanBuilder.DEFAULT_SUITE.get(2), mine, false);
        assertThat(large.vus()).isEqualTo(3);
        assertThat(large.delayMs()).isEqualTo(1);
    }
}
