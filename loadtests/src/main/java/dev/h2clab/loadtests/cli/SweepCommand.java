package dev.h2clab.loadtests.cli;

import dev.h2clab.loadtests.pair.LabPaths;
import dev.h2clab.loadtests.pair.NetnsLauncher;
import dev.h2clab.loadtests.pair.Placement;
import dev.h2clab.loadtests.pair.Placements;
import dev.h2clab.support.process.ProcessReaper;
import dev.h2clab.loadtests.report.MachineFacts;
import dev.h2clab.loadtests.report.RunInfo;
import dev.h2clab.loadtests.runner.GitCommit;
import dev.h2clab.loadtests.runner.RunProgress;
import dev.h2clab.loadtests.runner.WarmSettings;
import dev.h2clab.loadtests.scenario.CellPlan;
import dev.h2clab.loadtests.scenario.ClientKind;
import dev.h2clab.loadtests.scenario.Overrides;
import dev.h2clab.loadtests.scenario.Protocol;
import dev.h2clab.loadtests.sweep.Dimension;
import dev.h2clab.loadtests.sweep.SweepFiles;
import dev.h2clab.loadtests.sweep.SweepGrid;
import dev.h2clab.loadtests.sweep.SweepMap;
import dev.h2clab.loadtests.sweep.SweepPlan;
import dev.h2clab.loadtests.sweep.SweepPoint;
import dev.h2clab.loadtests.sweep.SweepRunner;
import dev.h2clab.loadtests.sweep.SweepView;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.io.PrintStream;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

/** {@code ./lab sweep}: the crossover map, a paired comparison at every point of a grid of call patterns. */
@Command(name = "sweep", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Runs the warm paired comparison (HTTP/1.1 vs h2c by default) at every point of a grid and "
                + "prints a map per facet: the effect with its 95%% interval and a win / tie / loss mark per cell, and "
                + "where neighbouring verdicts differ (the crossovers). Request-level values (fanout, delay, bytes, "
                + "users, rate) reuse the warm processes; pool and client restart only what changed; loss (netns) "
                + "rewrites the drop rule.",
                "Every dimension takes a comma-separated list; a single value fixes it. Without any dimension: "
                        + "bytes 0,16k,256k,1m x pool 1,4,16 with 16 users, fan-out 1 and 1 ms calls (about 15 "
                        + "minutes on 2 cores), where h2c wins with one connection and small bodies and HTTP/1.1 takes "
                        + "over as bodies grow and its pool widens.",
                "Writes sweep.json (every window), sweep.csv and sweep.html after each point; Ctrl-C leaves them "
                        + "valid, and --resume DIR measures only what is missing."},
        footer = {"", "Examples:", "  ./lab sweep",
                "  ./lab sweep --fanout 1,2,4,8,16 --delay-ms 0,1,5,20 --vus 2 --pool 1",
                "  ./lab sweep --bytes 0,256k,1m --pool 1,16 --vus 16 --map pool,bytes",
                "  sudo ./lab sweep --pods netns --loss 0,0.5,2 --fanout 1,8 --vus 8",
                "  ./lab sweep --resume loadtests/results/20261204-101500_sweep"})
public final class SweepCommand implements Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @CommandLine.Mixin
    ServiceOptions services = new ServiceOptions();

    @Option(names = "--scenario", paramLabel = "NAME", defaultValue = "burst",
            converter = Converters.ScenarioConverter.class,
            description = "Base preset: what the dimensions leave open comes from it. Default: ${DEFAULT-VALUE}.")
    String scenario;

    @Option(names = "--fanout", split = ",", paramLabel = "N", description = "Dimension: concurrent calls per "
            + "request, 1..64.")
    List<Integer> fanout;

    @Option(names = "--delay-ms", split = ",", paramLabel = "MS", description = "Dimension: catalog service time per "
            + "call, 0..10000 ms.")
    List<Integer> delayMs;

    @Option(names = "--bytes", split = ",", paramLabel = "B", converter = Converters.BytesConverter.class,
            description = "Dimension: payload bytes per call, 0..16m, e.g. 0,12k,256k,1m.")
    List<Long> bytes;

    @Option(names = "--vus", split = ",", paramLabel = "N", description = "Dimension: closed-model users, 1..10000.")
    List<Integer> vus;

    @Option(names = "--rate", split = ",", paramLabel = "R", description = "Dimension: open-model req/s (verdict on "
            + "p99). Excludes --vus.")
    List<Double> rate;

    @Option(names = "--loss", split = ",", paramLabel = "PCT", description = "Dimension: %% of packets dropped on "
            + "catalog's link, 0..50 (needs --pods netns).")
    List<Double> loss;

    @Option(names = "--pool", split = ",", paramLabel = "N", description = "Dimension: bff HTTP/1.1 pool size, "
            + "1..1024 (restarts the services per value).")
    List<Integer> pool;

    @Option(names = "--clients", split = ",", paramLabel = "C", converter = Converters.ClientConverter.class,
            description = "Dimension: bff client, web-client, rest-client, jdk (restarts per value). Default: "
                    + "web-client.")
    List<ClientKind> clients;

    @Option(names = "--protocols", split = ",", paramLabel = "P", defaultValue = "http1,h2c",
            converter = Converters.ProtocolConverter.class,
            description = "Compared protocols, the first is the baseline. Default: ${DEFAULT-VALUE}.")
    List<Protocol> protocols;

    @Option(names = "--map", split = ",", paramLabel = "ROWS,COLS", description = "The two dimensions of each map, "
            + "e.g. bytes,pool; the other varying ones become facets. Default: the first two that vary.")
    List<String> map;

    @Option(names = "--window", paramLabel = "D", converter = Converters.DurationConverter.class,
            description = "Each measured window. Default: 2s.")
    Duration window;

    @Option(names = "--pairs", paramLabel = "N", description = "Clean rounds per point, 6..100. Default: 6.")
    Integer pairs;

    @Option(names = "--max-warmup", paramLabel = "D", converter = Converters.DurationConverter.class,
            description = "Warm-up cap per point (the first point of each set of services warms longest). "
                    + "Default: 30s.")
    Duration maxWarmup;

    @Option(names = "--min-effect", paramLabel = "PCT", description = "Smallest effect, in %%, called a win or a loss. "
            + "Default: 10.")
    Double minEffect;

    @Option(names = "--noise-limit", paramLabel = "PCT", description = "CPU used outside the lab, in %% of the "
            + "machine, above which a window is left out. Default: 25.")
    Double noiseLimit;

    @Option(names = "--pods", paramLabel = "MODE", defaultValue = "loopback",
            description = "loopback, or netns (each service in its own network namespace; root). Default: "
                    + "${DEFAULT-VALUE}.")
    String pods;

    @Option(names = "--out", paramLabel = "DIR", description = "Output directory. Default: "
            + "loadtests/results/<timestamp>_sweep.")
    Path out;

    @Option(names = "--resume", paramLabel = "DIR", description = "Continue the sweep in DIR with its own options: "
            + "points already in its sweep.json are kept, the rest measured. Takes no other option.")
    Path resume;

    @Override
    public Integer call() throws Exception {
        if (resume != null) {
            return resumeIn(resume);
        }
        SweepGrid grid = grid();
        CellPlan.Pods podMode = OptionChecks.pods(spec.commandLine(), pods, null);
        if (grid.has(Dimension.LOSS) && podMode != CellPlan.Pods.NETNS
                && grid.values(Dimension.LOSS).stream().anyMatch(v -> Double.parseDouble(v) > 0)) {
            throw usage("--loss needs --pods netns (packets are dropped on the catalog pod's link)");
        }
        if (podMode == CellPlan.Pods.NETNS && !Placements.insideLoadPod()) {
            return NetnsLauncher.runInLoadPod(0, spec.commandLine().getParseResult().originalArgs());
        }
        return run(plan(grid, podMode), List.of(), out != null ? out : defaultOut());
    }

    private SweepGrid grid() {
        CommandLine cmd = spec.commandLine();
        Map<Dimension, List<String>> axes = new EnumMap<>(Dimension.class);
        put(axes, Dimension.FANOUT, fanout, v -> check(cmd, "--fanout", v, 1, 64));
        put(axes, Dimension.DELAY_MS, delayMs, v -> check(cmd, "--delay-ms", v, 0, 10_000));
        put(axes, Dimension.BYTES, bytes, v -> check(cmd, "--bytes", v, 0, 16_777_216));
        put(axes, Dimension.VUS, vus, v -> check(cmd, "--vus", v, 1, 10_000));
        put(axes, Dimension.RATE, rate, v -> check(cmd, "--rate", v, 0.1, 1_000_000));
        put(axes, Dimension.LOSS, loss, v -> check(cmd, "--loss", v, 0, 50));
        put(axes, Dimension.POOL, pool, v -> check(cmd, "--pool", v, 1, 1024));
        if (clients != null) {
            OptionChecks.jdkNeedsUpgrade(cmd, clients, protocols, "--clients");
            axes.put(Dimension.CLIENT, clients.stream().map(ClientKind::id).toList());
        }
        try {
            return axes.isEmpty() ? SweepPlan.defaultGrid() : new SweepGrid(axes);
        } catch (IllegalArgumentException e) {
            throw usage(e.getMessage());
        }
    }

    private static <T extends Number> void put(Map<Dimension, List<String>> axes, Dimension d, List<T> values,
                                               java.util.function.Consumer<T> check) {
        if (values != null) {
            values.forEach(check);
            axes.put(d, values.stream().map(v -> Dimension.canonical(v.doubleValue())).toList());
        }
    }

    private SweepPlan plan(SweepGrid grid, CellPlan.Pods podMode) {
        services.check(spec.commandLine());
        OptionChecks.range(spec.commandLine(), "--pairs", pairs, 6, 100);
        Overrides fixed = Overrides.builder().h2Pool(services.h2Pool)
                .protocols(protocols.stream().distinct().toList()).pods(podMode).heapMb(services.heapMb)
                .bffEnv(services.bffEnv).catalogEnv(services.catalogEnv).build();
        Dimension[] axes = SweepPlan.defaultAxes(grid);
        if (map != null) {
            if (map.size() != 2 && map.size() != 1) {
                throw usage("--map takes ROWS or ROWS,COLS, e.g. bytes,pool");
            }
            axes = new Dimension[]{dimension(map.get(0)), map.size() > 1 ? dimension(map.get(1)) : null};
        }
        try {
            return new SweepPlan(scenario, grid, fixed, axes[0], axes[1]);
        } catch (IllegalArgumentException e) {
            throw usage(e.getMessage());
        }
    }

    private Dimension dimension(String option) {
        try {
            return Dimension.fromOption(option.trim());
        } catch (IllegalArgumentException e) {
            throw usage("--map: " + e.getMessage());
        }
    }

    private WarmSettings warmSettings() {
        if (window != null && window.compareTo(Duration.ofSeconds(1)) < 0) {
            throw usage("--window must be at least 1s, got " + window.toMillis() + "ms");
        }
        if (maxWarmup != null && maxWarmup.compareTo(Duration.ofSeconds(6)) < 0) {
            throw usage("--max-warmup must be at least 6s (3 rounds of slices), got " + maxWarmup.toMillis() + "ms");
        }
        return WarmSettings.of(window != null ? window : Duration.ofSeconds(2), pairs != null ? pairs : 6,
                maxWarmup != null ? maxWarmup : Duration.ofSeconds(30), noiseLimit, minEffect).withoutEqualLoad();
    }

    private int run(SweepPlan plan, List<SweepPoint> saved, Path outDir) throws Exception {
        PrintStream stdout = new PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.out), true);
        for (Path jar : List.of(LabPaths.catalogJar(), LabPaths.bffJar())) {
            if (!jar.toFile().isFile()) {
                spec.commandLine().getErr().println("error: missing " + jar + "; build with ./mvnw -B -q package "
                        + "-DskipTests (./lab does this on first use)");
                return 1;
            }
        }
        String started = DateTimeFormatter.ISO_INSTANT.format(Instant.now());
        try (Placement placement = Placements.create(plan.fixed().pods(), 0)) {
            ProcessReaper.register(placement);
            List<String> arguments = new java.util.ArrayList<>(List.of("sweep"));
            arguments.addAll(ownArguments(spec.commandLine().getParseResult().originalArgs()));
            RunInfo info = new RunInfo(started, GitCommit.current(), arguments, placement.describe(),
                    MachineFacts.current());
            SweepRunner runner = new SweepRunner(plan, warmSettings(), outDir, info);
            RunProgress progress = new RunProgress(stdout, System.console() != null, List.of());
            Map<String, SweepPoint> resumed = runner.resumable(saved, progress);
            List<Long> estimates = runner.estimates(resumed);
            progress = new RunProgress(stdout, System.console() != null, estimates);
            stdout.printf("h2c lab sweep: %d points (%d measured before), %d start(s) of the services, about %d min; "
                            + "results in %s%n", estimates.size(), resumed.size(), plan.grid().serviceStarts(),
                    Math.max(1, estimates.stream().mapToLong(Long::longValue).sum() / 60), outDir);
            List<SweepPoint> points = runner.run(placement, resumed, progress);
            stdout.print(SweepMap.text(new SweepView(plan.grid(), plan.rows(), plan.cols(), points)));
            stdout.println("wrote " + outDir.resolve("sweep.html") + ", sweep.json, sweep.csv, logs/");
            ProcessReaper.unregister(placement);
            return points.stream().anyMatch(p -> p.comparisons().isEmpty() || p.notes().stream()
                    .anyMatch(n -> n.startsWith("FAILED") || n.startsWith("not measured"))) ? 1 : 0;
        }
    }

    /** {@code --resume DIR}: the same sweep, parsed from the arguments DIR's sweep.json was started with. */
    private int resumeIn(Path dir) throws Exception {
        if (ownArguments(spec.commandLine().getParseResult().originalArgs()).size() > 2) {
            throw usage("--resume takes no other option: it continues the sweep in " + dir + " with that sweep's own");
        }
        SweepFiles.Saved saved;
        try {
            saved = SweepFiles.read(dir);
        } catch (java.io.IOException e) {
            throw usage("--resume: " + e.getMessage());
        }
        SweepCommand original = new SweepCommand();
        CommandLine cmd = new CommandLine(original);
        cmd.parseArgs(ownArguments(saved.arguments()).toArray(String[]::new));
        original.spec = cmd.getCommandSpec();
        if (original.resume != null) {
            throw usage("--resume: the sweep in " + dir + " was itself started with --resume");
        }
        SweepGrid grid = original.grid();
        CellPlan.Pods podMode = OptionChecks.pods(cmd, original.pods, null);
        if (podMode == CellPlan.Pods.NETNS && !Placements.insideLoadPod()) {
            return NetnsLauncher.runInLoadPod(0, spec.commandLine().getParseResult().originalArgs());
        }
        return original.run(original.plan(grid, podMode), saved.points(), dir);
    }

    /** The sweep's own options: the command line as given starts with the subcommand's name. */
    private static List<String> ownArguments(List<String> args) {
        return !args.isEmpty() && args.get(0).equals("sweep") ? args.subList(1, args.size()) : args;
    }

    private static void check(CommandLine cmd, String option, Number v, double min, double max) {
        if (!(v.doubleValue() >= min && v.doubleValue() <= max)) {
            throw new CommandLine.ParameterException(cmd, option + " values must be within " + Dimension.canonical(min)
                    + ".." + Dimension.canonical(max) + ", got " + Dimension.canonical(v.doubleValue()));
        }
    }

    private CommandLine.ParameterException usage(String message) {
        return new CommandLine.ParameterException(spec.commandLine(), message);
    }

    private static Path defaultOut() {
        String stamp = DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss").withZone(ZoneOffset.UTC).format(Instant.now());
        return LabPaths.root().resolve("loadtests/results").resolve(stamp + "_sweep");
    }
}
