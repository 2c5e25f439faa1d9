package dev.h2clab.loadtests.warmup;

import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

/** Synthetic warm-ups: every round is 2 s long, so round r ends at r x 2 s. */
class SteadyStateRuleTest {

    static final Duration ROUND = Duration.ofSeconds(2);
    static final SteadyStateRule RULE = SteadyStateRule.withDefaults(Duration.ofSeconds(6), Duration.ofSeconds(30));

    /** Throughput per variant and JIT ms per JVM per round, as the warm-up loop would record them. */
    record Run(Map<String, double[]> throughput, Map<String, double[]> jitMs) {

        Decision after(SteadyStateRule rule, int round) {
            Map<String, List<Double>> tput = new LinkedHashMap<>();
            throughput.forEach((v, s) -> {
                List<Double> slices = new ArrayList<>();
                for (int i = 0; i < round; i++) {
                    slices.add(s[i]);
                }
                tput.put(v, slices);
            });
            Map<String, Double> jit = new LinkedHashMap<>();
            jitMs.forEach((jvm, ms) -> jit.put(jvm, ms[round - 1]));
            return rule.decide(ROUND.multipliedBy(round), tput, jit, ROUND);
        }

        /** The round the loop stops at (steady or capped), with its decision. */
        Map.Entry<Integer, Decision> stop(SteadyStateRule rule) {
            for (int r = 1; ; r++) {
                Decision d = after(rule, r);
                if (d.steady() || d.capped()) {
                    return Map.entry(r, d);
                }
            }
        }
    }

    static Run jitDecaying() {
        return new Run(Map.of(
                "http1", new double[]{500, 800, 950, 990, 1000, 1005, 998, 1002, 1001, 999},
                "h2c", new double[]{700, 1500, 1900, 2000, 2010, 1995, 2005, 2000, 1998, 2003}),
                Map.of(
                "bff-http1", new double[]{700, 300, 100, 50, 35, 20, 8, 4, 2, 1},
                "bff-h2c", new double[]{900, 400, 150, 90, 60, 30, 10, 5, 3, 2}));
    }

    @Test
    void jitDecayingWarmUpConvergesOnceThroughputAndJitSettle() {
        Run run = jitDecaying();
        // round 2: only 2 slices
        assertThat(run.after(RULE, 2).reason()).isEqualTo("only 2 of 3 slices so far");
        // round 4: h2c 1500, 1900, 2000 -> median 1900, |1500 - 1900| / 1900 = 21 %; http1 only 16 %
        assertThat(run.after(RULE, 4).reason()).isEqualTo("throughput of h2c drifting 21 % over the last 3 slices");
        // round 5: throughput within 5 %, but bff-h2c compiled 60 ms of 2000 ms = 3 % (bff-http1 35 ms = 1.75 %)
        assertThat(run.after(RULE, 5).reason()).isEqualTo("JIT still compiling: bff-h2c 60 ms in the last 2.0 s");
        // round 6: 30 ms = 1.5 %
        Map.Entry<Integer, Decision> stop = run.stop(RULE);
        assertThat(stop.getKey()).isEqualTo(6);
        assertThat(stop.getValue()).isEqualTo(new Decision(true, false,
                "steady after 12 s: throughput within 10 %, JIT < 2 %"));
    }

    @Test
    void driftingThroughputNeverConvergesAndHitsTheCap() {
        // +12 % per round: window median m, neighbours m / 1.12 and 1.12 m -> 12 % away
        double[] growing = new double[40];
        double[] flat = new double[40];
        for (int i = 0; i < growing.length; i++) {
            growing[i] = 1000 * Math.pow(1.12, i);
            flat[i] = 1000;
        }
        Run run = new Run(Map.of("http1", flat, "h2c", growing), Map.of("bff-h2c", new double[40]));
        assertThat(run.after(RULE, 14).capped()).isFalse();
        Map.Entry<Integer, Decision> stop = run.stop(RULE);
        assertThat(stop.getKey()).isEqualTo(15); // 15 x 2 s = 30 s = cap
        assertThat(stop.getValue()).isEqualTo(new Decision(false, true,
                "cap of 30 s reached without steady state: throughput of h2c drifting 12 % over the last 3 slices"));
    }

    @Test
    void noisyButStationaryThroughputIsSteadyAsSoonAsAllowed() {
        // uniform +-4.5 % around 1000: |v - median| <= 90 and median >= 955, so drift <= 9.4 % < 10 %
        Random rnd = new Random(42);
        for (int trial = 0; trial < 200; trial++) {
            double[] a = new double[5];
            double[] b = new double[5];
            for (int i = 0; i < 5; i++) {
                a[i] = 1000 * (1 + 0.045 * (2 * rnd.nextDouble() - 1));
                b[i] = 3000 * (1 + 0.045 * (2 * rnd.nextDouble() - 1));
            }
            Run run = new Run(Map.of("http1", a, "h2c", b), Map.of("bff", new double[]{5, 5, 5, 5, 5}));
            assertThat(run.stop(RULE).getKey()).isEqualTo(3);
        }
        // 10 % is allowed, 11 % is not: 900, 1000, 1100 vs 890, 1000, 1100
        assertThat(once(RULE, List.of(900.0, 1000.0, 1100.0)).steady()).isTrue();
        assertThat(once(RULE, List.of(890.0, 1000.0, 1100.0)).reason())
                .isEqualTo("throughput of h2c drifting 11 % over the last 3 slices");
    }

    @Test
    void aJitSpikeBlocksTheRoundItFallsIn() {
        double[] flat = {1000, 1000, 1000, 1000, 1000, 1000, 1000};
        SteadyStateRule rule = SteadyStateRule.withDefaults(Duration.ofSeconds(10), Duration.ofSeconds(60));
        Run run = new Run(Map.of("h2c", flat), Map.of("bff-h2c", new double[]{900, 30, 20, 10, 120, 10, 10}));
        // round 4 (8 s) would be fine but for the minimum of 10 s
        assertThat(run.after(rule, 4).reason()).isEqualTo("minimum warm-up of 10 s not reached (8 s)");
        assertThat(run.after(rule, 5).reason()).isEqualTo("JIT still compiling: bff-h2c 120 ms in the last 2.0 s");
        assertThat(run.stop(rule).getKey()).isEqualTo(6);
    }

    @Test
    void missingJitReadingsDoNotBlockButAreNamed() {
        Run base = jitDecaying();
        Map<String, double[]> jit = new LinkedHashMap<>(base.jitMs());
        jit.put("catalog-h2c", new double[]{Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN,
                Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN});
        Run run = new Run(base.throughput(), jit);
        assertThat(run.after(RULE, 5).reason()).isEqualTo(
                "JIT still compiling: bff-h2c 60 ms in the last 2.0 s; JIT unknown for catalog-h2c");
        Map.Entry<Integer, Decision> stop = run.stop(RULE);
        assertThat(stop.getKey()).isEqualTo(6);
        assertThat(stop.getValue().reason())
                .isEqualTo("steady after 12 s: throughput within 10 %, JIT < 2 %; JIT unknown for catalog-h2c");

        Map<String, List<Double>> steady = Map.of("h2c", List.of(1000.0, 1000.0, 1000.0));
        assertThat(RULE.decide(Duration.ofSeconds(6), steady, Map.of(), ROUND).reason())
                .isEqualTo("steady after 6 s: throughput within 10 %, JIT < 2 %; no JIT readings");
        assertThat(RULE.decide(Duration.ofSeconds(6), steady, Map.of("bff", 500.0), null).reason())
                .isEqualTo("steady after 6 s: throughput within 10 %, JIT < 2 %; JIT unknown for bff");
    }

    @Test
    void fewRoundsOrAFailedSliceAreNeverSteadyAndSteadinessBeatsTheCap() {
        assertThat(RULE.decide(Duration.ofSeconds(60), Map.of(), Map.of(), ROUND))
                .isEqualTo(new Decision(false, true, "cap of 30 s reached without steady state: "
                        + "no throughput slices yet; no JIT readings"));
        assertThat(once(RULE, List.of(1000.0, 1000.0)).reason()).isEqualTo("only 2 of 3 slices so far");
        assertThat(once(RULE, List.of(1000.0, Double.NaN, 1000.0, 1000.0, 1000.0)).steady()).isTrue();
        assertThat(once(RULE, List.of(1000.0, 1000.0, Double.NaN, 1000.0)).reason())
                .isEqualTo("no throughput from h2c in one of the last 3 slices");
        assertThat(RULE.decide(Duration.ofSeconds(90), Map.of("h2c", List.of(1.0, 1.0, 1.0)), Map.of("bff", 0.0),
                ROUND)).isEqualTo(new Decision(true, false, "steady after 90 s: throughput within 10 %, JIT < 2 %"));
    }

    @Test
    void defaultsAndValidation() {
        assertThat(RULE.window()).isEqualTo(3);
        assertThat(RULE.maxDrift()).isEqualTo(0.10);
        assertThat(RULE.maxJitShare()).isEqualTo(0.02);
        assertThatThrownBy(() -> SteadyStateRule.withDefaults(Duration.ofSeconds(10), Duration.ofSeconds(5)))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new SteadyStateRule(0, 0.1, 0.02, Duration.ZERO, Duration.ZERO))
                .isInstanceOf(IllegalArgumentException.class);
    }

    private static Decision once(SteadyStateRule rule, List<Double> h2c) {
        return rule.decide(Duration.ofSeconds(20), Map.of("h2c", h2c), Map.of("bff-h2c", 0.0), ROUND);
    }
}
