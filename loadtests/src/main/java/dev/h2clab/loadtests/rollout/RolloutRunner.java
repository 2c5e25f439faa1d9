package dev.h2clab.loadtests.rollout;

import dev.h2clab.loadtests.driver.LoadDriver;
import dev.h2clab.loadtests.driver.LoadShape;
import dev.h2clab.loadtests.pair.BffEnvironment;
import dev.h2clab.loadtests.pair.LabPaths;
import dev.h2clab.loadtests.pair.ProtocolVerifier;
import dev.h2clab.support.process.ServiceProcess;
import dev.h2clab.loadtests.pair.ServiceSet;
import dev.h2clab.loadtests.report.Numbers;
import dev.h2clab.loadtests.sampling.HttpProbe;
import dev.h2clab.support.metrics.PrometheusText;
import dev.h2clab.loadtests.scenario.CellPlan;
import dev.h2clab.loadtests.scenario.Protocol;
import dev.h2clab.loadtests.stats.Verification;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Runs the rollout experiment: per protocol (and repeat) fresh catalog replicas, a balancer and a bff; a warm-up; then
 * a measured window of open-model load in which every replica is replaced once, each request logged with its time.
 */
public final class RolloutRunner {

    private static final Duration READY_TIMEOUT = Duration.ofSeconds(120);
    private static final Duration EDGE_TIMEOUT = Duration.ofSeconds(15);

    private final RolloutPlan plan;
    private final RolloutSite site;
    private final Path runDir;
    private final PrintWriter out;

    /** {@code netns}: inside the load pod the parent built ({@link dev.h2clab.loadtests.pair.NetnsLauncher}). */
    public RolloutRunner(RolloutPlan plan, boolean netns, Path runDir, PrintWriter out) {
        this.plan = plan;
        this.site = netns ? NetnsSite.fromEnvironment() : new LoopbackSite();
        this.runDir = runDir;
        this.out = out;
    }

    /** One line for reports: where the processes ran and what balanced them. */
    public String placement() {
        return site.describe();
    }

    /** The bff did not talk the protocol under test: measuring it would be a lie. */
    public static final class ProtocolCheckFailed extends IOException {
        ProtocolCheckFailed(String message) {
            super(message);
        }
    }

    /** One run measured, judged once every run is in (the slow threshold is common to all). */
    private record Measured(String protocol, int repeat, List<RequestLog.Entry> entries, long origin,
                            double windowSeconds, double start, double end, long retried, Map<String, Long> failures,
                            List<RolloutStep> steps, Map<String, Integer> connections, long refused,
                            List<String> warnings) {

        double p99BeforeMs() {
            return RolloutAnalysis.p99BeforeMs(entries, origin, windowSeconds, start);
        }

        RolloutResult judge(double slowMs) {
            return new RolloutResult(protocol, repeat,
                    RolloutAnalysis.of(entries, origin, windowSeconds, start, end, slowMs), retried, failures, steps,
                    connections, refused, warnings);
        }
    }

    public List<RolloutResult> run() throws IOException, InterruptedException {
        List<Measured> runs = new ArrayList<>();
        for (int repeat = 0; repeat < plan.repeats(); repeat++) {
            for (Protocol protocol : plan.order(repeat)) {
                runs.add(runOne(protocol, repeat + 1));
            }
        }
        // One threshold for every run, so "slow" counts compare across protocols: the option, or twice the worst
        // p99 before the rollout among all runs
        double slowMs = plan.slowMs() > 0 ? plan.slowMs()
                : 2 * runs.stream().mapToDouble(Measured::p99BeforeMs).max().orElse(0);
        List<RolloutResult> results = new ArrayList<>();
        for (Measured m : runs) {
            RolloutResult r = m.judge(slowMs);
            results.add(r);
            say("%s run %d: %d requests, %d lost, %d slow (> %s ms), %d calls retried after GOAWAY", r.protocol(),
                    r.repeat(), r.analysis().requests(), r.analysis().lost(), r.analysis().slow(),
                    Numbers.fmt(r.analysis().slowMs()), r.retriedCalls());
        }
        return results;
    }

    private Measured runOne(Protocol protocol, int repeat) throws IOException, InterruptedException {
        Path dir = runDir.resolve(protocol.id() + "-" + repeat);
        say("%s, run %d: %d catalog replicas (and their successors) behind a per-connection balancer, then "
                + "gateway-bff", protocol.id(), repeat, plan.replicas());
        int bffPort = site.bffPort();
        try (CatalogReplicas catalogs = CatalogReplicas.start(plan, site, dir);
             ServiceProcess bff = startBff(protocol, catalogs.url(), bffPort, dir)) {
            String bffHost = site.bff().address();
            String bffUrl = "http://" + bffHost + ":" + bffPort;
            bff.awaitReady(bffUrl + "/q/health/ready", READY_TIMEOUT);
            Verification check = ProtocolVerifier.verify(bffUrl, catalogs.replicaUrls(), plan.cellPlan(), protocol);
            say("  protocol check: %s", check.message());
            if (!check.passed()) {
                throw new ProtocolCheckFailed(protocol.id() + ": protocol verification failed: " + check.message());
            }
            try (LoadDriver driver = new LoadDriver(bffHost, bffPort,
                    CellPlan.edgeConnectionsFor(plan.rate()), plan::path, EDGE_TIMEOUT)) {
                say("  warm-up %d s at %s req/s", plan.warmup().toSeconds(), Numbers.fmt(plan.rate()));
                driver.run(LoadShape.open(plan.rate()), Duration.ZERO, plan.warmup(), (p, e, t, ok) -> { });
                RequestLog log = new RequestLog();
                driver.listener(log);
                String metricsBefore = HttpProbe.text(bffUrl + "/q/metrics");
                say("  window %d s, rollout from +%d s", plan.duration().toSeconds(), plan.startAt().toSeconds());
                long origin = System.nanoTime() + 100_000_000L; // the driver's schedule starts exactly here
                log.start();
                // the rollout sleeps and waits on processes: its own threads, never the common pool
                ExecutorService rolloutThreads = Executors.newCachedThreadPool();
                CompletableFuture<List<RolloutStep>> rollout = CompletableFuture.supplyAsync(() -> {
                    try {
                        TimeUnit.NANOSECONDS.sleep(origin + plan.startAt().toNanos() - System.nanoTime());
                        return catalogs.rollOut(origin, plan.interval(), plan.preStop(), rolloutThreads,
                                line -> say("  %s", line));
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                        throw new IllegalStateException("rollout interrupted", e);
                    }
                }, rolloutThreads);
                driver.run(LoadShape.open(plan.rate()), Duration.ZERO, plan.duration(), (p, e, t, ok) -> { }, origin);
                log.stop();
                Map<String, Integer> connections = catalogs.balancer().openConnections();
                String metricsAfter = HttpProbe.text(bffUrl + "/q/metrics");
                List<String> warnings = new ArrayList<>();
                List<RolloutStep> steps;
                try {
                    steps = awaitRollout(rollout, warnings);
                } finally {
                    rolloutThreads.shutdownNow();
                }
                return measured(protocol, repeat, dir, log, origin, steps, metricsBefore, metricsAfter, connections,
                        catalogs.balancer().refused(), warnings);
            }
        }
    }

    private Measured measured(Protocol protocol, int repeat, Path dir, RequestLog log, long origin, List<RolloutStep> steps,
                                 String metricsBefore, String metricsAfter, Map<String, Integer> connections,
                                 long refused, List<String> warnings) {
        double windowSeconds = plan.duration().toNanos() / 1e9;
        double start = steps.isEmpty() ? plan.startAt().toNanos() / 1e9 : steps.get(0).flippedAt();
        double end = steps.stream().mapToDouble(RolloutStep::exitedAt).max().orElse(Double.NaN);
        if (!(end < windowSeconds)) {
            warnings.add(String.format("the rollout ended after the window (%.1f s > %.0f s): raise --duration",
                    end, windowSeconds));
            end = Double.NaN;
        }
        if (log.overflowed()) {
            warnings.add("the request log was full: counts are partial");
        }
        try {
            log.writeCsv(dir.resolve("requests.csv"), origin, windowSeconds);
        } catch (IOException e) {
            warnings.add("requests.csv not written: " + e.getMessage());
        }
        long retried = Math.round(delta(metricsBefore, metricsAfter, "bff_downstream_retries_total"));
        Map<String, Long> failures = new TreeMap<>();
        Map<String, Double> before = PrometheusText.sumBy(metricsBefore, "bff_downstream_seconds_count", "outcome");
        PrometheusText.sumBy(metricsAfter, "bff_downstream_seconds_count", "outcome").forEach((outcome, n) -> {
            long d = Math.round(n - before.getOrDefault(outcome, 0.0));
            if (!"ok".equals(outcome) && d > 0) {
                failures.put(outcome, d);
            }
        });
        return new Measured(protocol.id(), repeat, log.entries(), origin, windowSeconds, start, end, retried, failures,
                steps, connections, refused, warnings);
    }

    private List<RolloutStep> awaitRollout(CompletableFuture<List<RolloutStep>> rollout, List<String> warnings)
            throws InterruptedException, IOException {
        try {
            return rollout.get(plan.replicas() * 180L, TimeUnit.SECONDS);
        } catch (TimeoutException e) {
            rollout.cancel(true);
            warnings.add("the rollout did not finish");
            return List.of();
        } catch (ExecutionException e) {
            throw new IOException("the rollout failed: " + e.getCause().getMessage(), e.getCause());
        }
    }

    private ServiceProcess startBff(Protocol protocol, String catalogUrl, int port, Path dir) throws IOException {
        Map<String, String> env = BffEnvironment.of(plan.cellPlan(), protocol, plan.client(), catalogUrl, port,
                site.bff().bindHost());
        return ServiceProcess.start("gateway-bff " + protocol.id(),
                ServiceSet.command(site.bff(), plan.cellPlan(), LabPaths.bffJar(), dir), env, dir.resolve("bff.log"));
    }

    private static double delta(String before, String after, String name) {
        double b = PrometheusText.sum(before, name, Map.of());
        double a = PrometheusText.sum(after, name, Map.of());
        return (Double.isNaN(a) ? 0 : a) - (Double.isNaN(b) ? 0 : b);
    }

    private void say(String format, Object... args) {
        out.printf(format + "%n", args);
        out.flush();
    }
}
