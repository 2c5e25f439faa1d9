package dev.h2clab.loadtests.cli;

import dev.h2clab.loadtests.pair.LabPaths;
import dev.h2clab.loadtests.pair.NetnsLauncher;
import dev.h2clab.loadtests.pair.Placement;
import dev.h2clab.loadtests.pair.Placements;
import dev.h2clab.loadtests.pair.ProcessReaper;
import dev.h2clab.loadtests.pair.SuiteRunner;
import dev.h2clab.loadtests.report.MachineFacts;
import dev.h2clab.loadtests.report.ProgressLine;
import dev.h2clab.loadtests.report.ReportWriter;
import dev.h2clab.loadtests.report.RunInfo;
import dev.h2clab.loadtests.report.ScenarioReport;
import dev.h2clab.loadtests.report.TerminalTable;
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
import java.util.Map;
import java.util.concurrent.Callable;

/** {@code ./lab compare}: HTTP/1.1 vs h2c side by side, with verification, repeats, verdicts and reports. */
@Command(name = "compare", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Runs gateway-bff -> catalog-service once per protocol (and client) and repeat, drives the bff's "
                + "HTTP/1.1 edge, verifies the protocol catalog really saw, and prints a table and a verdict per scenario.",
                "Without options: the quick suite (single + burst, 4s warm-up, 8s measured, 3 repeats)."},
        footer = {"", "Scenarios (presets in loadtests/k6/presets.json, shared with the k6 scripts):",
                "  single      one small downstream call per request, 2 VUs (Spring study, experiment 1)",
                "  burst       fan-out 4 to one origin, bff pools 1/1, 2 VUs, ramp 5s + 20s (Spring study, experiment 2)",
                "  page        5 different concurrent calls composed into a page, 8 VUs",
                "  small-file  12 KB payload, 100 VUs, 60s (JMeter study A)",
                "  large-file  10 MB payload, 20 VUs, 60s (JMeter study C)",
                "  api         small JSON, 200 VUs, 60s (JMeter study B)",
                "", "Examples:", "  ./lab compare --scenario burst",
                "  ./lab compare --scenario single --rate 500 --duration 30s",
                "  ./lab compare --scenario burst --clients web-client,jdk --protocols http1,h2c-upgrade"})
public final class CompareCommand implements Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

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

    @Option(names = "--warmup", paramLabel = "D", converter = Converters.DurationConverter.class,
            description = "Unmeasured warm-up (contains the VU ramp), e.g. 5s. Default: the preset's ramp.")
    Duration warmup;

    @Option(names = "--duration", paramLabel = "D", converter = Converters.DurationConverter.class,
            description = "Measured steady window, e.g. 20s. Default: the preset's.")
    Duration duration;

    @Option(names = "--repeats", paramLabel = "N", description = "Repeats per protocol, run in a balanced order A B, B A, .... Default: 3.")
    Integer repeats;

    @Option(names = "--fanout", paramLabel = "N", description = "Concurrent downstream calls per request, 1..64 "
            + "(burst-type scenarios only).")
    Integer fanout;

    @Option(names = "--pool", paramLabel = "N", description = "bff HTTP/1.1 connection pool size towards catalog, "
            + "1..1024 (jdk client: connectionPoolSize, which caps idle connections only).")
    Integer pool;

    @Option(names = "--h2-pool", paramLabel = "N", description = "bff HTTP/2 connection pool size, 1..64. Default: 1.")
    Integer h2Pool;

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

    @Option(names = "--bff-env", paramLabel = "KEY=VALUE", description = "Extra gateway-bff environment for every "
            + "cell (repeatable), e.g. BFF_CATALOG_HTTP2_CONNECTION_WINDOW_SIZE=16777216 or "
            + "BFF_CATALOG_MAX_CONNECTION_AGE=30s. Port, URL, protocol and client stay the lab's.")
    Map<String, String> bffEnv;

    @Option(names = "--catalog-env", paramLabel = "KEY=VALUE", description = "Extra catalog-service environment for "
            + "every cell (repeatable), e.g. QUARKUS_HTTP_LIMITS_MAX_CONCURRENT_STREAMS=1000. Port and address stay "
            + "the lab's.")
    Map<String, String> catalogEnv;

    @Option(names = "--heap-mb", paramLabel = "MB", description = "-Xmx of each service. Default: 256, more for "
            + "large payloads.")
    Integer heapMb;

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
        List<String> names = quick ? PlanBuilder.QUICK_SUITE : scenarios.stream().distinct().toList();
        Overrides overrides = new Overrides(vus, rate, warmup, duration, repeats, fanout, pool, h2Pool, bytes, delayMs,
                protocols.stream().distinct().toList(), clients.stream().distinct().toList(), podMode,
                loss == null ? 0 : loss, heapMb, bffEnv, catalogEnv);
        List<CellPlan> plans = names.stream().map(n -> PlanBuilder.build(n, overrides, quick)).toList();
        PrintStream stdout = new PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.out), true);
        String missing = missingJars();
        if (missing != null) {
            spec.commandLine().getErr().println("error: " + missing);
            return 1;
        }
        String started = DateTimeFormatter.ISO_INSTANT.format(Instant.now());
        Path outDir = out != null ? out : defaultOut(names);
        stdout.printf("h2c lab: %d cells, about %d min; results in %s%n", SuiteRunner.totalCells(plans),
                Math.max(1, estimateSeconds(plans) / 60), outDir);
        try (Placement placement = Placements.create(podMode, loss == null ? 0 : loss)) {
            ProcessReaper.register(placement);
            RunInfo info = new RunInfo(started, RunInfo.currentGitCommit(), Arrays.asList(spec.commandLine().getParseResult()
                    .originalArgs().toArray(String[]::new)), placement.describe(), MachineFacts.current());
            List<ScenarioReport> reports = SuiteRunner.run(plans, placement, outDir,
                    new ProgressLine(stdout, System.console() != null, SuiteRunner.totalCells(plans)));
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

    /** Warm-up + window + ~10 s to start, verify and stop the pair, per cell. */
    private static long estimateSeconds(List<CellPlan> plans) {
        return plans.stream().mapToLong(p -> (long) p.repeats() * p.protocols().size() * p.clients().size()
                * (p.warmup().toSeconds() + p.duration().toSeconds() + 10)).sum();
    }
}
