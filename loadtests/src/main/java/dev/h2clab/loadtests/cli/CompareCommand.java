package dev.h2clab.loadtests.cli;

import dev.h2clab.loadtests.pair.LabPaths;
import dev.h2clab.loadtests.pair.NetnsLauncher;
import dev.h2clab.loadtests.pair.Placement;
import dev.h2clab.loadtests.pair.Placements;
import dev.h2clab.support.process.ProcessReaper;
import dev.h2clab.loadtests.analysis.ScenarioResult;
import dev.h2clab.loadtests.report.MachineFacts;
import dev.h2clab.loadtests.report.ReportWriter;
import dev.h2clab.loadtests.report.RunInfo;
import dev.h2clab.loadtests.report.TerminalTable;
import dev.h2clab.loadtests.runner.GitCommit;
import dev.h2clab.loadtests.runner.RunProgress;
import dev.h2clab.loadtests.runner.SuiteRunner;
import dev.h2clab.loadtests.runner.WarmSettings;
import dev.h2clab.loadtests.scenario.CellPlan;
import dev.h2clab.loadtests.scenario.ClientKind;
import dev.h2clab.loadtests.scenario.Overrides;
import dev.h2clab.loadtests.scenario.PlanBuilder;
import dev.h2clab.loadtests.scenario.Protocol;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code ./lab compare}: HTTP/1.1 vs h2c side by side, with verification, repeats, verdicts and reports. */
@Command(name = "compare", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Starts catalog-service and one gateway-bff per protocol (and client), verifies the protocol "
                + "catalog really saw, warms every JVM until it is steady, then measures short windows in a balanced "
                + "order (A B, B A, ...) and prints a table and a verdict with a 95%% confidence interval per scenario.",
                "Without --scenario: the default suite, one case where h2c wins (burst, 5 ms calls), one where it "
                        + "ties (single, 20 ms calls) and one where it loses (large-file), about 6 minutes on 2 cores.",
                "--fresh instead starts new JVMs for every cell (cold processes, the old repeat mode)."},
        footer = {"", "Scenarios (presets in loadtests/k6/presets.json, shared with the k6 scripts):",
                "  single      one small downstream call per request, 2 VUs (Spring study, experiment 1)",
                "  burst       fan-out 4 to one origin, bff pools 1/1, 2 VUs, ramp 5s + 20s (Spring study, experiment 2)",
                "  page        5 different concurrent calls composed into a page, 8 VUs",
                "  small-file  12 KB payload, 100 VUs, 60s (JMeter study A)",
                "  large-file  10 MB payload, 20 VUs, 60s (JMeter study C)",
                "  api         small JSON, 200 VUs, 60s (JMeter study B)",
                "", "Examples:", "  ./lab compare", "  ./lab compare --scenario burst --delay-ms 5 --window 9s",
                "  ./lab compare --scenario single --rate 500",
                "  ./lab compare --scenario burst --fresh --repeats 3",
                "  ./lab compare --scenario burst --clients web-client,jdk --protocols http1,h2c-upgrade"})
public final class CompareCommand implements Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @CommandLine.Mixin
    ServiceOptions services = new ServiceOptions();

    @Option(names = "--scenario", split = ",", paramLabel = "NAME", converter = Converters.ScenarioConverter.class,
            description = "Scenario to run (repeatable or comma-separated): single, burst, page, small-file, "
                    + "large-file, api. Default: the quick suite.")
    List<String> scenarios;

    @Option(names = "--protocols", split = ",", paramLabel = "P", defaultValue = "http1,h2c",
            converter = Converters.ProtocolConverter.class,
            description = "bff->catalog protocols, the first is the baseline: http1, h2c (prior knowledge), "
                    + "h2c-upgrade. Default: ${DEFAULT-VALUE}.")
    List<Protocol> protocols;

    @Option(names = "--clients", split = ",", paramLabel = "C", defaultValue = "web-client",
            converter = Converters.ClientConverter.class,
            description = "bff client implementations: web-client, rest-client, jdk (jdk cannot do h2c prior "
                    + "knowledge). Default: ${DEFAULT-VALUE}.")
    List<ClientKind> clients;

    @Option(names = "--vus", paramLabel = "N", description = "Closed model: N virtual users, each one request at a "
            + "time, no think time (like k6 constant VUs). Default: the preset's.")
    Integer vus;

    @Option(names = "--rate", paramLabel = "R", description = "Open model: R requests/s on a fixed schedule; latency "
            + "from the intended send time (coordinated-omission free), service time alongside. Excludes --vus.")
    Double rate;

    @Option(names = "--window", paramLabel = "D", converter = Converters.DurationConverter.class,
            description = "Warm engine: length of each measured window, e.g. 9s. Default: 3s.")
    Duration window;

    @Option(names = "--pairs", paramLabel = "N", description = "Warm engine: clean rounds (one window per variant "
            + "each) the verdict uses, 6..100. Default: 8.")
    Integer pairs;

    @Option(names = "--max-warmup", paramLabel = "D", converter = Converters.DurationConverter.class,
            description = "Warm engine: cap of the warm-up, which otherwise ends when the JIT is quiet and throughput "
                    + "steady. Default: 45s.")
    Duration maxWarmup;

    @Option(names = "--noise-limit", paramLabel = "PCT", description = "CPU used by processes outside the lab, in %% "
            + "of the machine, above which a window is left out of the verdict (and replaced). Default: 25.")
    Double noiseLimit;

    @Option(names = "--min-effect", paramLabel = "PCT", description = "Smallest effect, in %%, the verdict calls a "
            + "win or a loss; a smaller effect whose interval excludes 0 is reported as 'no meaningful difference'. "
            + "0 = any. Default: 10.")
    Double minEffect;

    @Option(names = "--fresh", description = "Start new JVMs for every cell and measure after --warmup: cold "
            + "processes (a cold h2c burst opens up to the pool size in connections). Verdict by repeat ranges.")
    boolean fresh;

    @Option(names = "--warmup", paramLabel = "D", converter = Converters.DurationConverter.class,
            description = "--fresh: unmeasured warm-up (contains the VU ramp), e.g. 5s. Default: the preset's ramp.")
    Duration warmup;

    @Option(names = "--duration", paramLabel = "D", converter = Converters.DurationConverter.class,
            description = "--fresh: measured window, e.g. 20s. Default: the preset's.")
    Duration duration;

    @Option(names = "--repeats", paramLabel = "N", description = "--fresh: repeats per protocol, run in a balanced "
            + "order A B, B A, .... Default: 3.")
    Integer repeats;

    @Option(names = "--fanout", paramLabel = "N", description = "Concurrent downstream calls per request, 1..64 "
            + "(burst-type scenarios only).")
    Integer fanout;

    @Option(names = "--pool", paramLabel = "N", description = "bff HTTP/1.1 connection pool size towards catalog, "
            + "1..1024 (jdk client: connectionPoolSize, which caps idle connections only).")
    Integer pool;

    @Option(names = "--bytes", paramLabel = "B", converter = Converters.BytesConverter.class,
            description = "Payload bytes per downstream call, 0..16m (burst-type scenarios only), e.g. 12k, 10m.")
    Long bytes;

    @Option(names = "--delay-ms", paramLabel = "MS", description = "catalog service time per call, 0..10000 ms.")
    Integer delayMs;

    @Option(names = "--pods", paramLabel = "MODE", defaultValue = "loopback",
            description = "loopback, or netns: each service in its own network namespace behind a bridge, like pods "
                    + "on a kind node (needs root). Default: ${DEFAULT-VALUE}.")
    String pods;

    @Option(names = "--loss", paramLabel = "PCT", description = "Drop PCT%% of packets on catalog's link (netns only), "
            + "0 < PCT <= 50, to show TCP head-of-line blocking.")
    Double loss;

    @Option(names = "--out", paramLabel = "DIR", description = "Output directory. Default: "
            + "loadtests/results/<timestamp>_<scenarios>.")
    Path out;

    @Override
    public Integer call() throws Exception {
        CellPlan.Pods podMode = OptionChecks.check(this);
        if (podMode == CellPlan.Pods.NETNS && !Placements.insideLoadPod()) {
            return NetnsLauncher.runInLoadPod(loss == null ? 0 : loss, spec.commandLine().getParseResult().originalArgs());
        }
        boolean quick = scenarios == null || scenarios.isEmpty();
        Overrides overrides = Overrides.builder().vus(vus).rate(rate).warmup(warmup).duration(duration)
                .repeats(repeats).fanout(fanout).pool(pool).h2Pool(services.h2Pool).bytes(bytes).delayMs(delayMs)
                .protocols(protocols.stream().distinct().toList()).clients(clients.stream().distinct().toList())
                .pods(podMode).lossPercent(loss == null ? 0 : loss).heapMb(services.heapMb).bffEnv(services.bffEnv)
                .catalogEnv(services.catalogEnv)
                .build();
        List<CellPlan> plans = quick
                ? PlanBuilder.DEFAULT_SUITE.stream().map(c -> PlanBuilder.build(c, overrides, fresh)).toList()
                : scenarios.stream().distinct().map(n -> PlanBuilder.build(n, overrides, false)).toList();
        List<String> names = plans.stream().map(CellPlan::scenario).toList();
        SuiteRunner.Options options = new SuiteRunner.Options(fresh, WarmSettings.of(window, pairs, maxWarmup, noiseLimit, minEffect));
        List<Long> estimates = SuiteRunner.estimates(plans, options);
        PrintStream stdout = new PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.out), true);
        String missing = missingJars();
        if (missing != null) {
            spec.commandLine().getErr().println("error: " + missing);
            return 1;
        }
        String started = DateTimeFormatter.ISO_INSTANT.format(Instant.now());
        Path outDir = out != null ? out : defaultOut(names);
        stdout.printf("h2c lab: %d scenario(s), %s processes, about %d min; results in %s%n", plans.size(),
                fresh ? "fresh" : "warm, long-lived", Math.max(1, estimates.stream().mapToLong(Long::longValue).sum() / 60),
                outDir);
        try (Placement placement = Placements.create(podMode, loss == null ? 0 : loss)) {
            ProcessReaper.register(placement);
            RunInfo info = new RunInfo(started, GitCommit.current(), Arrays.asList(spec.commandLine().getParseResult()
                    .originalArgs().toArray(String[]::new)), placement.describe(), MachineFacts.current());
            List<ScenarioResult> reports = SuiteRunner.run(plans, options, placement, outDir,
                    new RunProgress(stdout, System.console() != null, estimates));
            reports.forEach(r -> TerminalTable.print(r, stdout));
            ReportWriter.write(outDir, info, reports);
            stdout.println();
            stdout.println("wrote " + outDir.resolve("summary.md") + ", report.html, results.json, hgrm/, logs/");
            ProcessReaper.unregister(placement);
            return reports.stream().anyMatch(r -> !r.failedCells().isEmpty()) ? 1 : 0;
        }
    }

    private static String missingJars() {
        for (Path jar : List.of(LabPaths.catalogJar(), LabPaths.bffJar())) {
            if (!jar.toFile().isFile()) {
                return "missing " + jar + "; build with ./mvnw -B -q package -DskipTests (./lab does this on first use)";
            }
        }
        return null;
    }

    private static Path defaultOut(List<String> names) {
        String stamp = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss").withZone(ZoneOffset.UTC).format(Instant.now());
        return LabPaths.root().resolve("loadtests/results").resolve(stamp + "_" + String.join("+", names));
    }
}
