package dev.h2clab.loadtests.cli;

import dev.h2clab.loadtests.pair.LabPaths;
import dev.h2clab.loadtests.pair.NetnsLauncher;
import dev.h2clab.loadtests.pair.Placements;
import dev.h2clab.loadtests.report.MachineFacts;
import dev.h2clab.loadtests.report.RunInfo;
import dev.h2clab.loadtests.rollout.RolloutPlan;
import dev.h2clab.loadtests.rollout.RolloutReport;
import dev.h2clab.loadtests.rollout.RolloutResult;
import dev.h2clab.loadtests.rollout.RolloutRunner;
import dev.h2clab.loadtests.runner.GitCommit;
import dev.h2clab.loadtests.scenario.ClientKind;
import dev.h2clab.loadtests.scenario.Protocol;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * {@code ./lab rollout}: what a rolling update of catalog-service costs per protocol, in lost, retried and slow
 * requests. The question operators ask of h2c: what GOAWAY changes during a deploy.
 */
@Command(name = "rollout", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Replaces every catalog-service replica once, as a rolling update does (cold successor into a "
                + "per-connection balancer, old replica out, SIGTERM, drain), under open-model load on /bff/burst, "
                + "and reports lost, retried and slow requests per protocol. Loopback by default (no root); "
                + "--pods netns puts each replica in its own network namespace behind a kernel Service (root)."},
        footer = {"", "Example:", "  ./lab rollout --protocols http1,h2c --replicas 3 --rate 200 --repeats 2"})
public final class RolloutCommand implements Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @CommandLine.Mixin
    ServiceOptions services = new ServiceOptions();

    @Option(names = "--protocols", split = ",", paramLabel = "P", defaultValue = "http1,h2c",
            converter = Converters.ProtocolConverter.class,
            description = "bff->catalog protocols, each on fresh processes: http1, h2c, h2c-upgrade. "
                    + "Default: ${DEFAULT-VALUE}.")
    List<Protocol> protocols;

    @Option(names = "--client", paramLabel = "C", defaultValue = "web-client",
            converter = Converters.ClientConverter.class,
            description = "bff client: web-client, rest-client, jdk. Default: ${DEFAULT-VALUE}.")
    ClientKind client;

    @Option(names = "--replicas", paramLabel = "N", defaultValue = "3",
            description = "catalog replicas behind the balancer (1-5), each replaced once. Default: ${DEFAULT-VALUE}.")
    int replicas;

    @Option(names = "--rate", paramLabel = "R", defaultValue = "200",
            description = "Edge requests per second (open model). Default: ${DEFAULT-VALUE}.")
    double rate;

    @Option(names = "--fanout", paramLabel = "N", defaultValue = "4",
            description = "Downstream calls per request (1-64). Default: ${DEFAULT-VALUE}.")
    int fanout;

    @Option(names = "--delay-ms", paramLabel = "MS", defaultValue = "20",
            description = "catalog service time per call (0-10000), so calls are in flight when a replica stops. "
                    + "Default: ${DEFAULT-VALUE}.")
    int delayMs;

    @Option(names = "--bytes", paramLabel = "B", defaultValue = "0", converter = Converters.BytesConverter.class,
            description = "Payload per call (e.g. 12k). Default: ${DEFAULT-VALUE}.")
    long bytes;

    @Option(names = "--pool", paramLabel = "N", defaultValue = "32",
            description = "bff HTTP/1.1 connections; the default leaves room for the default load (200 req/s x 4 "
                    + "calls x 20 ms = 16 calls in flight), so a rollout, not a queue, is what is measured. "
                    + "Default: ${DEFAULT-VALUE}.")
    int pool;

    @Option(names = "--warmup", paramLabel = "D", defaultValue = "10s", converter = Converters.DurationConverter.class,
            description = "Unmeasured load first (JIT, pools). Default: ${DEFAULT-VALUE}.")
    Duration warmup;

    @Option(names = "--duration", paramLabel = "D", defaultValue = "25s", converter = Converters.DurationConverter.class,
            description = "Measured window; the rollout must end inside it. Default: ${DEFAULT-VALUE}.")
    Duration duration;

    @Option(names = "--start-at", paramLabel = "D", defaultValue = "5s", converter = Converters.DurationConverter.class,
            description = "When the rollout starts, from the window's start. Default: ${DEFAULT-VALUE}.")
    Duration startAt;

    @Option(names = "--interval", paramLabel = "D", defaultValue = "3s", converter = Converters.DurationConverter.class,
            description = "Pause between two replacements (a Deployment's minReadySeconds). Default: ${DEFAULT-VALUE}.")
    Duration interval;

    @Option(names = "--pre-stop", paramLabel = "D", defaultValue = "0s", converter = Converters.DurationConverter.class,
            description = "Pause between a replica leaving the balancer and its SIGTERM (the manifests' preStop "
                    + "sleep covers endpoint propagation, which is instant here). Default: ${DEFAULT-VALUE}.")
    Duration preStop;

    @Option(names = "--slow-ms", paramLabel = "MS", defaultValue = "0",
            description = "An answered request slower than this is 'slow'; 0 = twice the highest p99 before the "
                    + "rollout among all runs (one threshold, so the protocols compare). "
                    + "Default: ${DEFAULT-VALUE}.")
    double slowMs;

    @Option(names = "--repeats", paramLabel = "N", defaultValue = "1",
            description = "Runs per protocol (order A B, B A, ...). Default: ${DEFAULT-VALUE}.")
    int repeats;

    @Option(names = "--pods", paramLabel = "MODE", defaultValue = "loopback",
            description = "loopback (replicas behind the lab's TCP balancer) or netns (root: a pod per replica behind a "
                    + "Service, nftables DNAT and conntrack as kube-proxy). Default: ${DEFAULT-VALUE}.")
    String pods;

    @Option(names = "--out", paramLabel = "DIR",
            description = "Output directory. Default: loadtests/results/<timestamp>_rollout.")
    Path out;

    @Override
    public Integer call() throws Exception {
        check();
        boolean netns = "netns".equals(pods);
        if (netns && !Placements.insideLoadPod()) {
            return NetnsLauncher.runRolloutInLoadPod(replicas, spec.commandLine().getParseResult().originalArgs());
        }
        PrintWriter stdout = spec.commandLine().getOut();
        for (Path jar : List.of(LabPaths.catalogJar(), LabPaths.bffJar())) {
            if (!jar.toFile().isFile()) {
                spec.commandLine().getErr().println("error: missing " + jar
                        + "; build with ./mvnw -B -q package -DskipTests (./lab does this on first use)");
                return 1;
            }
        }
        RolloutPlan plan = new RolloutPlan(protocols.stream().distinct().toList(), client, replicas, rate, fanout,
                bytes, delayMs, pool, services.h2PoolOrDefault(), warmup, duration, startAt, interval, preStop, slowMs,
                repeats, services.heapMbOrDefault(), services.bffEnv, services.catalogEnv);
        String started = DateTimeFormatter.ISO_INSTANT.format(Instant.now());
        String commit = GitCommit.current(); // before the run: edits made while it runs are not its sources
        Path dir = out != null ? out : LabPaths.root().resolve("loadtests/results").resolve(
                DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss").withZone(ZoneOffset.UTC).format(Instant.now())
                        + "_rollout");
        long perRun = warmup.toSeconds() + duration.toSeconds() + 20; // + starting 2 x replicas + 1 JVMs
        stdout.printf("h2c lab rollout: %s%nabout %d min; results in %s%n", RolloutReport.describe(plan),
                Math.max(1, (perRun * repeats * plan.protocols().size() + 59) / 60), dir); // rounded up
        stdout.flush();
        List<RolloutResult> results;
        RolloutRunner runner;
        try {
            runner = new RolloutRunner(plan, netns, dir, stdout);
            results = runner.run();
        } catch (RolloutRunner.ProtocolCheckFailed e) {
            spec.commandLine().getErr().println("error: " + e.getMessage() + " (logs in " + dir + ")");
            return 1;
        }
        // originalArgs() is the whole command line, "rollout" included
        RunInfo info = new RunInfo(started, commit, List.copyOf(spec.commandLine().getParseResult().originalArgs()),
                runner.placement(), MachineFacts.current());
        RolloutReport.write(dir, info, plan, results);
        stdout.println();
        stdout.print(RolloutReport.table(results));
        stdout.println();
        RolloutReport.summary(results).forEach(stdout::println);
        results.forEach(r -> r.warnings().forEach(w -> stdout.println("warning (" + r.protocol() + " run "
                + r.repeat() + "): " + w)));
        stdout.println("wrote " + dir.resolve("rollout.md") + ", rollout.json, and each run's logs");
        stdout.flush();
        return 0;
    }

    private void check() {
        require(replicas >= 1 && replicas <= 5, "--replicas must be 1..5, got " + replicas);
        require(rate > 0 && rate <= 20_000, "--rate must be in (0, 20000], got " + rate);
        require(fanout >= 1 && fanout <= 64, "--fanout must be 1..64, got " + fanout);
        require(delayMs >= 0 && delayMs <= 10_000, "--delay-ms must be 0..10000, got " + delayMs);
        require(bytes >= 0 && bytes <= 16L * 1024 * 1024, "--bytes must be 0..16m, got " + bytes);
        require(pool >= 1 && pool <= 1024, "--pool must be 1..1024, got " + pool);
        require(repeats >= 1 && repeats <= 20, "--repeats must be 1..20, got " + repeats);
        require(slowMs >= 0, "--slow-ms must be >= 0, got " + slowMs);
        require(pods.equals("loopback") || pods.equals("netns"), "--pods must be loopback or netns, got '" + pods + "'");
        OptionChecks.jdkNeedsUpgrade(spec.commandLine(), List.of(client), protocols, "--client");
        if (pods.equals("netns")) {
            String missing = Placements.netnsUnavailable();
            require(missing == null || Placements.insideLoadPod(), "--pods netns: " + missing
                    + " (try sudo; no fallback to loopback)");
        }
        services.check(spec.commandLine());
        require(interval.compareTo(Duration.ofMinutes(1)) <= 0, "--interval must be 0..60s, got " + interval.toMillis()
                + "ms");
        require(preStop.compareTo(Duration.ofMinutes(1)) <= 0, "--pre-stop must be 0..60s, got " + preStop.toMillis()
                + "ms");
        require(!duration.isZero() && startAt.compareTo(duration) < 0,
                "--start-at (" + startAt.toSeconds() + "s) must be inside --duration (" + duration.toSeconds() + "s)");
    }

    private void require(boolean ok, String message) {
        if (!ok) {
            throw new CommandLine.ParameterException(spec.commandLine(), message);
        }
    }
}
