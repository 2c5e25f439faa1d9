package dev.h2clab.loadtests.rollout;

import dev.h2clab.loadtests.scenario.ClientKind;
import dev.h2clab.loadtests.scenario.Protocol;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class RolloutAnalysisTest {

    private static final long ORIGIN = 1_000_000_000_000L;

    private static RequestLog.Entry ok(double dueSeconds, double latencyMs) {
        return new RequestLog.Entry(ORIGIN + (long) (dueSeconds * 1e9), (long) (latencyMs * 1e6), true, null);
    }

    private static RequestLog.Entry lost(double dueSeconds, String kind) {
        return new RequestLog.Entry(ORIGIN + (long) (dueSeconds * 1e9), 1_000_000, false, kind);
    }

    private static List<RequestLog.Entry> run() {
        List<RequestLog.Entry> entries = new ArrayList<>();
        for (int i = 0; i < 100; i++) {
            entries.add(ok(i * 0.04, 10));   // 0-4 s: before, all 10 ms
        }
        entries.add(ok(4.5, 15));             // during, not slow (threshold 20 ms)
        entries.add(ok(5.0, 80));             // during, slow
        entries.add(lost(5.5, "status_502"));
        entries.add(lost(5.6, "timeout"));
        entries.add(ok(7.0, 25));             // after, slow
        entries.add(ok(8.0, 10));
        entries.add(ok(-0.5, 999));           // due before the window: not counted
        entries.add(ok(10.0, 999));           // due after it: not counted
        return entries;
    }

    @Test
    void splitsByPhaseAndJudgesSlownessAgainstTwiceTheP99Before() {
        RolloutAnalysis a = RolloutAnalysis.of(run(), ORIGIN, 10, 4.0, 6.0, 0);

        assertThat(a.slowMs()).isEqualTo(20.0, org.assertj.core.data.Offset.offset(0.05));
        assertThat(RolloutAnalysis.p99BeforeMs(run(), ORIGIN, 10, 4.0)).as("the runner's common threshold input")
                .isEqualTo(10.0, org.assertj.core.data.Offset.offset(0.02));
        assertThat(a.before().requests()).isEqualTo(100);
        assertThat(a.before().slow()).isZero();
        assertThat(a.during()).extracting(PhaseStats::requests, PhaseStats::lost, PhaseStats::slow)
                .containsExactly(4L, 2L, 1L);
        assertThat(a.after()).extracting(PhaseStats::requests, PhaseStats::lost, PhaseStats::slow)
                .containsExactly(2L, 0L, 1L);
        assertThat(a.requests()).isEqualTo(106);
        assertThat(a.lost()).isEqualTo(2);
        assertThat(a.lostByKind()).containsEntry("status_502", 1L).containsEntry("timeout", 1L);
        assertThat(a.timeline()).hasSize(10);
        assertThat(a.timeline().get(5).lost()).isEqualTo(2);
        assertThat(a.timeline().get(5).p99Ms()).isEqualTo(80.0, org.assertj.core.data.Offset.offset(0.1));
    }

    @Test
    void aFixedThresholdWinsAndAnUnfinishedRolloutRunsToTheWindowsEnd() {
        RolloutAnalysis a = RolloutAnalysis.of(run(), ORIGIN, 10, 4.0, Double.NaN, 50);

        assertThat(a.slowMs()).isEqualTo(50);
        assertThat(a.slow()).isEqualTo(1);
        assertThat(a.after()).isEqualTo(PhaseStats.EMPTY);
        assertThat(a.during().requests()).isEqualTo(6);
    }

    @Test
    void withoutAnAnswerBeforeTheRolloutNothingIsCalledSlow() {
        RolloutAnalysis a = RolloutAnalysis.of(List.of(lost(1, "connect"), ok(5, 500)), ORIGIN, 10, 2.0, 6.0, 0);

        assertThat(a.slowMs()).isInfinite();
        assertThat(a.slow()).isZero();
        assertThat(a.lost()).isEqualTo(1);
    }

    @Test
    void repeatsAlternateTheProtocolOrder() {
        RolloutPlan plan = new RolloutPlan(List.of(Protocol.HTTP1, Protocol.H2C), ClientKind.WEB_CLIENT, 3, 200, 4,
                0, 20, 32, 1, Duration.ofSeconds(10), Duration.ofSeconds(25), Duration.ofSeconds(5),
                Duration.ofSeconds(3), Duration.ZERO, 0, 2, 256, Map.of(), Map.of());

        assertThat(plan.order(0)).containsExactly(Protocol.HTTP1, Protocol.H2C);
        assertThat(plan.order(1)).containsExactly(Protocol.H2C, Protocol.HTTP1);
        assertThat(plan.path(7)).isEqualTo("/bff/burst?fanout=4&bytes=0&delayMs=20");
    }
}
