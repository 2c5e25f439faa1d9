package dev.h2clab.loadtests.analysis;

import dev.h2clab.loadtests.scenario.CellPlan;
import dev.h2clab.loadtests.scenario.ClientKind;
import dev.h2clab.loadtests.scenario.Overrides;
import dev.h2clab.loadtests.scenario.PlanBuilder;
import dev.h2clab.loadtests.scenario.Protocol;
import dev.h2clab.loadtests.stats.CellResult;
import dev.h2clab.loadtests.stats.WindowHealth;
import dev.h2clab.loadtests.verdict.Verdict;
import org.junit.jupiter.api.Test;

import java.util.ArrayList;
import java.util.List;

import static dev.h2clab.loadtests.support.TestCells.cell;
import static org.assertj.core.api.Assertions.assertThat;

class ScenarioResultTest {

    private static final CellPlan PLAN = PlanBuilder.build("burst", Overrides.builder().build(), false);

    @Test
    void warmWindowsArePairedByRoundAndJudgedWithAnInterval() {
        List<CellResult> cells = new ArrayList<>();
        for (int round = 1; round <= 8; round++) {
            cells.add(cell("web-client", "http1", round, 1000 + 10L * round, 1));
            cells.add(cell("web-client", "h2c", round, 3000 + 25L * round, 1));
        }
        ScenarioResult r = ScenarioResult.warm(PLAN, cells, List.of(), null, List.of(), 5);
        Verdict v = r.verdicts().get(0);
        assertThat(v.kind()).isEqualTo(Verdict.Kind.FASTER);
        assertThat(v.samples()).isEqualTo(8);
        assertThat(v.ciLowPercent()).isGreaterThan(150).isLessThan(v.changePercent());
        assertThat(v.text()).startsWith("h2c faster by ").contains("95 % CI", "8 paired windows");
        assertThat(r.columns()).hasSize(2);
    }

    @Test
    void aNoisyWindowTakesItsPairOutOfTheVerdictButStaysInTheResults() {
        List<CellResult> cells = new ArrayList<>();
        for (int round = 1; round <= 7; round++) {
            cells.add(cell("web-client", "http1", round, 1000, 1));
            cells.add(cell("web-client", "h2c", round, round == 3 ? 9000 : 3000 + round, 1,
                    new WindowHealth(1.0, round == 3 ? 0.6 : 0.01, round == 3)));
        }
        ScenarioResult r = ScenarioResult.warm(PLAN, cells, List.of(), null, List.of(), 5);
        assertThat(r.verdicts().get(0).samples()).isEqualTo(6);
        assertThat(r.cells()).hasSize(14);
        assertThat(r.columns().get(1).values(dev.h2clab.loadtests.stats.Metric.THROUGHPUT)).hasSize(6)
                .doesNotContain(900.0);
    }

    @Test
    void fewerThanSixCleanPairsGiveNoVerdict() {
        List<CellResult> cells = new ArrayList<>();
        for (int round = 1; round <= 5; round++) {
            cells.add(cell("web-client", "http1", round, 1000, 1));
            cells.add(cell("web-client", "h2c", round, 3000, 1));
        }
        Verdict v = ScenarioResult.warm(PLAN, cells, List.of(), null, List.of(), 5).verdicts().get(0);
        assertThat(v.kind()).isEqualTo(Verdict.Kind.NOT_ENOUGH_DATA);
    }

    @Test
    void aSmallButCertainEffectIsReportedAsNotMeaningfulBelowTheThreshold() {
        List<CellResult> cells = new ArrayList<>();
        for (int round = 1; round <= 8; round++) {
            cells.add(cell("web-client", "http1", round, 1000 + round, 1));
            cells.add(cell("web-client", "h2c", round, 970 + round, 1)); // 3 % slower, every time
        }
        Verdict small = ScenarioResult.warm(PLAN, cells, List.of(), null, List.of(), 5).verdicts().get(0);
        assertThat(small.kind()).isEqualTo(Verdict.Kind.NO_CLEAR_DIFFERENCE);
        assertThat(small.text()).startsWith("h2c: no meaningful difference (slower by 3.0 %").contains("below the 5.0 %");
        Verdict any = ScenarioResult.warm(PLAN, cells, List.of(), null, List.of(), 0).verdicts().get(0);
        assertThat(any.kind()).isEqualTo(Verdict.Kind.SLOWER);
    }
}
