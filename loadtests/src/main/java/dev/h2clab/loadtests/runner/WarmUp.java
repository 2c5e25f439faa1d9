package dev.h2clab.loadtests.runner;

import dev.h2clab.loadtests.analysis.WarmupSummary;
import dev.h2clab.loadtests.driver.DriverResult;
import dev.h2clab.loadtests.driver.LoadDriver;
import dev.h2clab.loadtests.driver.LoadShape;
import dev.h2clab.loadtests.pair.ServiceSet;
import dev.h2clab.loadtests.sampling.HttpProbe;
import dev.h2clab.support.metrics.PrometheusText;
import dev.h2clab.loadtests.scenario.Variant;
import dev.h2clab.loadtests.stats.Metric;
import dev.h2clab.loadtests.warmup.Decision;
import dev.h2clab.loadtests.warmup.SteadyStateRule;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Warms every variant until it is steady: rounds of one load slice for all variants at once, at the measured load
 * shape; after each round the JIT compilation time of every JVM is read and {@link SteadyStateRule} decides
 * when to stop. A variant starved by the others while they share the machine (10 MB bodies: h2c's one
 * flow-controlled connection finished 0-1 req/s beside HTTP/1.1's eight, against 29 req/s alone) would never look
 * steady and its JVM would hardly warm, so from the first such round the slices run one variant at a time and the
 * history restarts. (Priming at a higher concurrency first was tried: it did not shorten the warm-up, and it left extra
 * HTTP/1.1 connections in the pool, changing the connection layout the windows then measured.)
 */
final class WarmUp {

    /**
     * JIT time a JVM may still spend, as a share of wall time over the last rounds. On 2 cores a Quarkus JVM keeps
     * recompiling in bursts for minutes, and the figure is elapsed compile time, which stretches when compiler and
     * application threads share the cores; 10 % of one core left is what a 45 s cap usually reaches.
     */
    private static final double MAX_JIT_SHARE = 0.10;
    /** Rounds over which JIT activity is summed before it is compared with the rule's share. */
    private static final int JIT_ROUNDS = 3;
    /**
     * A variant below this share of the fastest one's throughput in a shared slice is starved. The lab's largest
     * real difference between protocols is a few times (h2c 7.5x HTTP/1.1 in burst), so a twentieth is starvation;
     * were a protocol truly 20x slower, slices one at a time would still be right, only slower.
     */
    static final double STARVED_SHARE = 0.05;

    private WarmUp() {
    }

    static WarmupSummary run(ServiceSet set, List<Variant> variants, Map<Variant, LoadDriver> drivers,
                             LoadShape shape, Metric primary, WarmSettings s, RunProgress progress)
            throws InterruptedException {
        long t0 = System.nanoTime();
        SteadyStateRule rule = new SteadyStateRule(3, 0.10, MAX_JIT_SHARE, s.minWarmup(), s.maxWarmup());
        Map<String, List<Double>> values = new LinkedHashMap<>();
        variants.forEach(v -> values.put(v.column(), new ArrayList<>()));
        Map<String, String> jvms = new LinkedHashMap<>();
        jvms.put("catalog", set.catalogUrl());
        set.bffs().forEach(b -> jvms.put("bff " + b.variant().column(), b.url()));
        Map<String, List<Double>> jit = new LinkedHashMap<>();
        jvms.keySet().forEach(k -> jit.put(k, new ArrayList<>()));
        Map<String, Double> firstJit = readJit(jvms);
        List<Long> roundEnds = new ArrayList<>();
        long warmStart = System.nanoTime();
        int rounds = 0;
        Duration slice = s.slice();
        double latencyMs = 0;
        String oneAtATime = null; // why slices run one variant at a time, null while they run together
        while (true) {
            latencyMs = 0;
            Map<Variant, DriverResult> results = oneAtATime == null ? slice(variants, drivers, shape, slice)
                    : sliceEach(variants, drivers, shape, slice);
            String starved = oneAtATime == null ? starved(throughputs(results)) : null;
            for (Map.Entry<Variant, DriverResult> e : results.entrySet()) {
                DriverResult d = e.getValue();
                values.get(e.getKey().column()).add(primary == Metric.THROUGHPUT ? d.throughput()
                        : d.latency().getTotalCount() == 0 ? Double.NaN : d.latency().getValueAtPercentile(99) / 1000.0);
                latencyMs = Math.max(latencyMs, d.latency().getTotalCount() == 0 ? slice.toMillis()
                        : d.latency().getValueAtPercentile(50) / 1000.0);
            }
            slice = sliceFor(latencyMs, s.slice());
            rounds++;
            if (starved != null) {
                oneAtATime = "slices one variant at a time from round " + (rounds + 1) + " (" + starved + ")";
                values.values().forEach(List::clear); // shared slices say nothing of a variant measured alone
            }
            roundEnds.add(System.nanoTime());
            readJit(jvms).forEach((k, ms) -> jit.get(k).add(ms));
            // JIT activity over the rule's window of rounds, not one round: compilations come in bursts
            int span = Math.min(rounds, JIT_ROUNDS);
            long spanStart = rounds > span ? roundEnds.get(rounds - span - 1) : warmStart;
            Map<String, Double> grown = new LinkedHashMap<>();
            for (Map.Entry<String, List<Double>> e : jit.entrySet()) {
                List<Double> series = e.getValue();
                double before = rounds > span ? series.get(rounds - span - 1) : firstJit.getOrDefault(e.getKey(), Double.NaN);
                grown.put(e.getKey(), series.get(rounds - 1) - before);
            }
            Duration elapsed = Duration.ofNanos(System.nanoTime() - t0);
            Decision decision = rule.decide(elapsed, values, grown, Duration.ofNanos(roundEnds.get(rounds - 1) - spanStart));
            String reason = decision.reason() + (oneAtATime == null ? "" : "; " + oneAtATime);
            progress.phase("warm-up round " + rounds + ": " + reason, -1);
            if (decision.steady() || decision.capped()) {
                return new WarmupSummary(elapsed.toMillis() / 1000.0, rounds, decision.steady(), reason,
                        values, jit, latencyMs);
            }
        }
    }

    /**
     * A slice must hold several requests per user, or a closed model with slow requests (10 MB bodies take a second)
     * counts completions in waves and the slices' throughput jumps between 0 and a burst: 4 median latencies, within
     * [{@code shortest}, 6 s].
     */
    static Duration sliceFor(double medianLatencyMs, Duration shortest) {
        long ms = (long) Math.min(6000, Math.max(shortest.toMillis(), 4 * medianLatencyMs));
        return Duration.ofMillis(ms);
    }

    /** Per variant column, the slice's throughput. */
    private static Map<String, Double> throughputs(Map<Variant, DriverResult> results) {
        Map<String, Double> byColumn = new LinkedHashMap<>();
        results.forEach((v, d) -> byColumn.put(v.column(), d.throughput()));
        return byColumn;
    }

    /**
     * Why a shared slice starved a variant (below {@link #STARVED_SHARE} of the fastest, or nothing at all while
     * another variant got answers), or null when none was.
     */
    static String starved(Map<String, Double> throughputByVariant) {
        double fastest = throughputByVariant.values().stream().filter(Double::isFinite).mapToDouble(Double::doubleValue)
                .max().orElse(0);
        if (!(fastest > 0) || throughputByVariant.size() < 2) {
            return null;
        }
        for (Map.Entry<String, Double> e : throughputByVariant.entrySet()) {
            double t = e.getValue() == null || !Double.isFinite(e.getValue()) ? 0 : e.getValue();
            if (t < STARVED_SHARE * fastest) {
                return String.format(Locale.ROOT, "%s made %.1f req/s beside %.1f req/s: starved while"
                        + " sharing the machine", e.getKey(), t, fastest);
            }
        }
        return null;
    }

    /** One slice per variant, one after another: for variants that starve each other when run together. */
    private static Map<Variant, DriverResult> sliceEach(List<Variant> variants, Map<Variant, LoadDriver> drivers,
                                                        LoadShape shape, Duration length) throws InterruptedException {
        Map<Variant, DriverResult> results = new LinkedHashMap<>();
        for (Variant v : variants) {
            results.putAll(slice(List.of(v), drivers, shape, length));
        }
        return results;
    }

    /**
     * One slice for every variant at the same time: the JIT of each JVM warms with invocations, and running the
     * variants one after another would halve each one's rate and double the wall time to steadiness. The slices
     * then compete for the cores, but alike in every round, so drift is still visible.
     */
    private static Map<Variant, DriverResult> slice(List<Variant> variants, Map<Variant, LoadDriver> drivers,
                                                    LoadShape shape, Duration length) throws InterruptedException {
        ExecutorService pool = Executors.newFixedThreadPool(variants.size());
        try {
            Map<Variant, Future<DriverResult>> running = new LinkedHashMap<>();
            for (Variant v : variants) {
                running.put(v, pool.submit(() -> drivers.get(v).run(shape, Duration.ZERO, length, (p, e, t, ok) -> { })));
            }
            Map<Variant, DriverResult> results = new LinkedHashMap<>();
            for (Map.Entry<Variant, Future<DriverResult>> e : running.entrySet()) {
                results.put(e.getKey(), e.getValue().get(length.toMillis() + 120_000, TimeUnit.MILLISECONDS));
            }
            return results;
        } catch (ExecutionException | TimeoutException e) {
            throw new IllegalStateException("warm-up slice failed: " + e.getMessage(), e);
        } finally {
            pool.shutdownNow();
        }
    }

    /** Cumulative {@code jvm_compilation_time_ms_total} per JVM; NaN where it is not published (native image). */
    private static Map<String, Double> readJit(Map<String, String> jvms) throws InterruptedException {
        Map<String, Double> ms = new LinkedHashMap<>();
        for (Map.Entry<String, String> e : jvms.entrySet()) {
            try {
                ms.put(e.getKey(), PrometheusText.sum(HttpProbe.text(e.getValue() + "/q/metrics"),
                        "jvm_compilation_time_ms_total", Map.of()));
            } catch (java.io.IOException ex) {
                ms.put(e.getKey(), Double.NaN);
            }
        }
        return ms;
    }
}
