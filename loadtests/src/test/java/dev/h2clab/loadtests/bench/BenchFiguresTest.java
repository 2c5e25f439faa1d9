package dev.h2clab.loadtests.bench;

import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

class BenchFiguresTest {

    static final BenchPlan PLAN = new BenchPlan(List.of("java"), 16, 10, Duration.ofSeconds(10), Duration.ofSeconds(2),
            Duration.ofSeconds(8), 1000, 3, 256);

    /** A round where catalog does {@code http1} / {@code h2c} req/s against nginx 60k and nghttpd 300k. */
    static JavaRun.Round round(double http1, double h2c, double directP50, double bffP50, double directCpu,
                               double bffCpu) {
        return round(http1, h2c, directP50, bffP50, directCpu, bffCpu, 0.02);
    }

    static JavaRun.Round round(double http1, double h2c, double directP50, double bffP50, double directCpu,
                               double bffCpu, double outside) {
        return new JavaRun.Round(List.of(
                new ServerRun("nginx", "http1", "h2load", 60_000, 1, 0, 0.2, Double.NaN),
                new ServerRun(BenchRunner.PLAIN_VERTX, "http1", "h2load", 40_000, 1, 0, 0.2, Double.NaN),
                new ServerRun("catalog-service", "http1", "h2load", http1, 1, 0, 0.3, 0.02),
                new ServerRun("nghttpd", "h2c", "h2load", 300_000, 1, 0, 0.5, 0.02),
                new ServerRun(BenchRunner.PLAIN_VERTX, "h2c", "h2load", 200_000, 1, 0, 0.5, Double.NaN),
                new ServerRun("catalog-service", "h2c", "h2load", h2c, 1, 0, 1.1, 0.02)),
                List.of(new HopRun("catalog direct", 1000, directP50, 1, directCpu, 8000, 0, 0.05),
                        new HopRun("bff http1", 1000, bffP50, 2, bffCpu, 8000, 0, 0.05),
                        new HopRun("bff h2c", 1000, bffP50 * 2, 3, bffCpu * 3, 8000, 0, 0.05),
                        new HopRun(BenchRunner.PLAIN_PROXY + " http1", 1000, directP50 * 1.25, 2, directCpu * 1.6, 8000,
                                0, Double.NaN),
                        new HopRun(BenchRunner.PLAIN_PROXY + " h2c", 1000, directP50 * 1.5, 2, directCpu * 2, 8000, 0,
                                Double.NaN)), outside);
    }

    static JavaRun run(JavaRun.Round... rounds) {
        return new JavaRun("java", "17", PLAN.jvmFlags(), List.of(rounds),
                List.of(new ServiceFacts("catalog-service", 1.5, 180)));
    }

    private static Map<String, BenchFigures.Figure> byName(JavaRun run) {
        return BenchFigures.of(run, PLAN).stream().collect(Collectors.toMap(f -> f.name().split(" \\(")[0],
                Function.identity()));
    }

    @Test
    void ratiosAreTakenWithinEachRoundThenSummarisedByMedian() {
        Map<String, BenchFigures.Figure> f = byName(run(round(54_000, 240_000, 0.2, 0.3, 50, 90),
                round(30_000, 150_000, 0.2, 0.4, 50, 100), round(57_000, 270_000, 0.2, 0.2, 50, 110)));

        BenchFigures.Figure http1 = f.get("catalog HTTP/1.1 req/s / nginx");
        assertThat(http1.median()).isCloseTo(0.9, within(1e-9));
        assertThat(http1.min()).isCloseTo(0.5, within(1e-9));
        assertThat(http1.max()).isCloseTo(0.95, within(1e-9));
        assertThat(http1.met()).isTrue();
        assertThat(http1.goal()).isEqualTo(">= 0.9x");

        assertThat(f.get("catalog h2c req/s / nghttpd").median()).isCloseTo(0.8, within(1e-9));
        BenchFigures.Figure overFramework = f.get("catalog HTTP/1.1 req/s / plain Vert.x");
        assertThat(overFramework.median()).isCloseTo(54.0 / 40, within(1e-9));
        assertThat(overFramework.reference()).as("explains the gap, has no goal of its own").isTrue();
        assertThat(f.get("catalog h2c req/s / plain Vert.x").median()).isCloseTo(1.2, within(1e-9));
        assertThat(f.get("plain Vert.x HTTP/1.1 req/s / nginx").median()).isCloseTo(40.0 / 60, within(1e-9));
        assertThat(f.get("plain Vert.x h2c req/s / nghttpd").median()).isCloseTo(2.0 / 3, within(1e-9));
        assertThat(http1.reference()).isFalse();
        assertThat(f.get("catalog h2c req/s / catalog HTTP/1.1 req/s").median()).isCloseTo(4.7368, within(1e-3));
        assertThat(f.get("bff http1 p50 / catalog direct p50").median()).isCloseTo(1.5, within(1e-9));
        assertThat(f.get("bff http1 p50 / catalog direct p50").met()).isTrue();
        assertThat(f.get("bff h2c p50 / catalog direct p50").met()).as("3x > 1.5x").isFalse();
        assertThat(f.get("bff http1 CPU per request / catalog's").median()).isCloseTo(2.0, within(1e-9));
        assertThat(f.get("bff h2c CPU per request / catalog's").median()).isCloseTo(6.0, within(1e-9));
        assertThat(f.get("bff h2c CPU per request / catalog's").goal()).isEqualTo("<= 2x");
        // the bare Vert.x proxy: a hop's floor on the bff's framework, and the bff's own share above it
        assertThat(f.get("plain Vert.x proxy http1 p50 / catalog direct p50").median()).isCloseTo(1.25, within(1e-9));
        assertThat(f.get("plain Vert.x proxy h2c p50 / catalog direct p50").median()).isCloseTo(1.5, within(1e-9));
        assertThat(f.get("plain Vert.x proxy h2c CPU per request / catalog's").median()).isCloseTo(2.0, within(1e-9));
        assertThat(f.get("bff http1 CPU per request / plain Vert.x proxy's").median()).isCloseTo(2.0 / 1.6,
                within(1e-9));
        BenchFigures.Figure ownH2c = f.get("bff h2c CPU per request / plain Vert.x proxy's");
        assertThat(ownH2c.median()).isCloseTo(3.0, within(1e-9));
        assertThat(ownH2c.reference()).isTrue();
    }

    @Test
    void evenRoundCountsAverageTheMiddleTwoAndMissingFiguresStayNaN() {
        assertThat(BenchFigures.stats(new double[]{4, 1, 3, 2})).containsExactly(2.5, 1, 4);
        assertThat(BenchFigures.stats(new double[]{Double.NaN})[0]).isNaN();
        JavaRun.Round noHops = new JavaRun.Round(round(1, 1, 1, 1, 1, 1).servers(), List.of(), 0);
        BenchFigures.Figure p50 = byName(run(noHops)).get("bff http1 p50 / catalog direct p50");
        assertThat(p50.median()).isNaN();
        assertThat(p50.met()).as("a missing figure never meets its goal").isFalse();
    }

    @Test
    void roundsDisturbedByNeighboursAreLeftOutUnlessAllAre() {
        JavaRun.Round clean1 = round(54_000, 240_000, 0.2, 0.3, 50, 90);
        JavaRun.Round disturbed = round(12_000, 240_000, 0.2, 0.3, 50, 90, 0.40);
        JavaRun.Round clean2 = round(48_000, 240_000, 0.2, 0.3, 50, 90);

        JavaRun run = run(clean1, disturbed, clean2);
        assertThat(run.countedRounds()).containsExactly(clean1, clean2);
        assertThat(byName(run).get("catalog HTTP/1.1 req/s / nginx").median()).isCloseTo(0.85, within(1e-9));
        assertThat(byName(run).get("catalog HTTP/1.1 req/s / nginx").min()).as("the disturbed 0.2x is not counted")
                .isCloseTo(0.8, within(1e-9));

        JavaRun allDisturbed = run(disturbed, round(30_000, 1, 1, 1, 1, 1, 0.5));
        assertThat(allDisturbed.countedRounds()).hasSize(2);
    }
}
