package dev.h2clab.loadtests.cli;

import dev.h2clab.loadtests.bench.BenchFigures;
import dev.h2clab.loadtests.bench.BenchPlan;
import dev.h2clab.loadtests.bench.BenchReport;
import dev.h2clab.loadtests.bench.BenchRunner;
import dev.h2clab.loadtests.bench.JavaRun;
import dev.h2clab.loadtests.bench.Tools;
import dev.h2clab.loadtests.pair.LabPaths;
import dev.h2clab.loadtests.report.MachineFacts;
import dev.h2clab.loadtests.report.RunInfo;
import dev.h2clab.loadtests.runner.GitCommit;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code ./lab bench}: the lab's own speed, next to C servers, so a run measures the protocol and not the lab. */
@Command(name = "bench", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Benchmarks the lab itself, every figure a ratio measured side by side in one run: "
                + "catalog-service vs nginx (HTTP/1.1), nghttpd (h2c) and a bare Vert.x server under h2load; the bff "
                + "hop (p50, p99 and CPU per request through each bff vs catalog directly and through nginx as a "
                + "proxy, same open-model rate); each service's time to its first answer and peak RSS under load. "
                + "Needs h2load, nginx and nghttpd (Debian nghttp2-client, nginx-light, nghttp2-server). About 8 "
                + "minutes per --java."})
public final class BenchCommand implements Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = "--java", paramLabel = "JAVA", split = ",", description = "java executables to run the services on, "
            + "one full bench each: a path, a command on PATH or a JDK's directory name in /usr/lib/jvm, e.g. "
            + "--java java,temurin-25-jdk-amd64. Default: the java running the lab.")
    List<String> javas;

    @Option(names = "--connections", paramLabel = "N", defaultValue = "16",
            description = "h2load connections. Default: ${DEFAULT-VALUE}.")
    int clients;

    @Option(names = "--streams", paramLabel = "N", defaultValue = "10",
            description = "h2load concurrent streams per h2c connection (-m). Default: ${DEFAULT-VALUE}.")
    int streams;

    @Option(names = "--rate", paramLabel = "R", defaultValue = "1000",
            description = "Open-model req/s of the hop windows. Default: ${DEFAULT-VALUE}.")
    double rate;

    @Option(names = "--warmup", paramLabel = "D", defaultValue = "60s", converter = Converters.DurationConverter.class,
            description = "Longest JVM warm-up per service before the first round; it ends sooner once the service's JIT "
                    + "compiles under 10%% of the time. Default: ${DEFAULT-VALUE}.")
    Duration warmup;

    @Option(names = "--h2load-warmup", paramLabel = "D", defaultValue = "2s", converter = Converters.DurationConverter.class,
            description = "h2load's own warm-up inside each run. Default: ${DEFAULT-VALUE}.")
    Duration h2loadWarmup;

    @Option(names = "--duration", paramLabel = "D", defaultValue = "8s", converter = Converters.DurationConverter.class,
            description = "Each measured run or window. Default: ${DEFAULT-VALUE}.")
    Duration duration;

    @Option(names = "--rounds", paramLabel = "N", defaultValue = "3",
            description = "Rounds, alternating which server goes first; ratios are medians of the rounds'. "
                    + "Default: ${DEFAULT-VALUE}.")
    int rounds;

    @Option(names = "--heap-mb", paramLabel = "MB", defaultValue = "256",
            description = "-Xmx of each service (as ./lab compare). Default: ${DEFAULT-VALUE}.")
    int heapMb;

    @Option(names = "--out", paramLabel = "DIR",
            description = "Where bench.md, bench.json and the logs go. Default: loadtests/results/<time>_bench.")
    Path out;

    @Override
    public Integer call() throws Exception {
        check();
        PrintWriter stdout = spec.commandLine().getOut();
        List<String> missing = Tools.missing();
        if (!missing.isEmpty()) {
            spec.commandLine().getErr().println("error: ./lab bench needs " + String.join(", ", missing)
                    + "; e.g. sudo apt-get install nghttp2-client nginx-light nghttp2-server");
            return 1;
        }
        List<String> java = javas == null || javas.isEmpty() ? List.of(LabPaths.java()) : List.copyOf(javas);
        BenchPlan plan = new BenchPlan(java, clients, streams, warmup, h2loadWarmup, duration, rate, rounds, heapMb);
        String started = DateTimeFormatter.ISO_INSTANT.format(Instant.now());
        String commit = GitCommit.current(); // before the run: edits made while it runs are not its sources
        Path dir = out != null ? out : LabPaths.root().resolve("loadtests/results").resolve(
                DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss").withZone(ZoneOffset.UTC).format(Instant.now()) + "_bench");
        stdout.printf("h2c lab bench: %s%nabout %d min; results in %s%n", BenchReport.describe(plan),
                Math.max(1, (plan.estimatedSeconds() + 59) / 60), dir);
        stdout.flush();
        List<JavaRun> runs;
        try {
            runs = new BenchRunner(plan, dir, stdout).run();
        } catch (BenchRunner.ProtocolCheckFailed e) {
            spec.commandLine().getErr().println("error: " + e.getMessage() + " (logs in " + dir + ")");
            return 1;
        }
        RunInfo info = new RunInfo(started, commit, List.copyOf(spec.commandLine().getParseResult().originalArgs()),
                "loopback", MachineFacts.current());
        BenchReport.write(dir, info, plan, runs);
        stdout.println();
        runs.forEach(r -> stdout.println(BenchReport.text(r, plan)));
        List<BenchFigures.Figure> goals = runs.stream().flatMap(r -> BenchFigures.of(r, plan).stream())
                .filter(f -> !f.reference()).toList();
        stdout.printf("%d of %d goals not met (the bench reports; it does not fail on a goal)%n",
                goals.stream().filter(f -> !f.met()).count(), goals.size());
        stdout.println("wrote " + dir.resolve("bench.md") + ", bench.json and the services' logs");
        stdout.flush();
        return 0;
    }

    private void check() {
        List<String> errors = new ArrayList<>();
        if (clients < 1 || clients > 1000) {
            errors.add("--connections must be 1..1000, got " + clients);
        }
        if (streams < 1 || streams > 1000) {
            errors.add("--streams must be 1..1000, got " + streams);
        }
        if (!(rate > 0 && rate <= 50_000)) {
            errors.add("--rate must be in (0, 50000], got " + rate);
        }
        if (rounds < 1 || rounds > 20) {
            errors.add("--rounds must be 1..20, got " + rounds);
        }
        if (heapMb < 64 || heapMb > 16_384) {
            errors.add("--heap-mb must be 64..16384, got " + heapMb);
        }
        if (duration.toSeconds() < 1) {
            errors.add("--duration must be at least 1s, got " + duration.toMillis() + "ms");
        }
        for (String java : javas == null ? List.<String>of() : javas) {
            try {
                BenchRunner.javaVersion(java);
            } catch (IllegalArgumentException | java.io.UncheckedIOException e) {
                errors.add("--java " + java + " is not a working java: " + e.getMessage());
            }
        }
        if (!errors.isEmpty()) {
            throw new CommandLine.ParameterException(spec.commandLine(), String.join("; ", errors));
        }
    }
}
