package dev.h2clab.loadtests.cli;

import dev.h2clab.loadtests.driver.DriverResult;
import dev.h2clab.loadtests.driver.LoadDriver;
import dev.h2clab.loadtests.driver.LoadShape;
import dev.h2clab.loadtests.driver.TrivialServer;
import dev.h2clab.loadtests.report.Numbers;
import dev.h2clab.loadtests.stats.LatencySummary;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

import java.time.Duration;
import java.util.concurrent.Callable;

/**
 * {@code ./lab ceiling}: how many requests per second the driver itself sustains against a trivial in-process
 * server. The lab's figures are only about the bff while they stay well below this (README asks for 2x).
 */
@Command(name = "ceiling", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Measures the load driver's own ceiling against a trivial in-process HTTP/1.1 server "
                + "(same machine, so the server's CPU is included: a lower bound)."})
public final class CeilingCommand implements Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Option(names = "--vus", paramLabel = "N", defaultValue = "64", description = "Closed-model VUs. Default: ${DEFAULT-VALUE}.")
    int vus;

    @Option(names = "--rate", paramLabel = "R", description = "Open model at R req/s instead of VUs: reports whether "
            + "the driver kept the schedule.")
    Double rate;

    @Option(names = "--warmup", paramLabel = "D", defaultValue = "3s", converter = Converters.DurationConverter.class,
            description = "Warm-up. Default: ${DEFAULT-VALUE}.")
    Duration warmup;

    @Option(names = "--duration", paramLabel = "D", defaultValue = "10s", converter = Converters.DurationConverter.class,
            description = "Measured window. Default: ${DEFAULT-VALUE}.")
    Duration duration;

    @Override
    public Integer call() throws Exception {
        if (vus < 1 || vus > 10_000) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--vus must be 1..10000, got " + vus);
        }
        if (rate != null && !(rate > 0)) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--rate must be > 0, got " + rate);
        }
        LoadShape shape = rate != null ? LoadShape.open(rate) : LoadShape.closed(vus, Duration.ZERO);
        try (TrivialServer server = new TrivialServer(1);
             LoadDriver driver = new LoadDriver("127.0.0.1", server.port(), rate != null ? 256 : vus, id -> "/",
                     Duration.ofSeconds(10))) {
            DriverResult r = driver.run(shape, warmup, duration, (phase, elapsed, total, ok) -> { });
            LatencySummary l = LatencySummary.of(r.latency());
            spec.commandLine().getOut().printf("driver ceiling: %s req/s (%s, %d s, trivial in-process server on "
                            + "loopback, %d cores shared), p50 %s ms, p99 %s ms, errors %d, busiest driver loop %.0f%%%n",
                    Numbers.fmt(r.throughput()), shape.describe(), duration.toSeconds(),
                    Runtime.getRuntime().availableProcessors(), Numbers.fmt(l.p50()), Numbers.fmt(l.p99()),
                    r.errorCount(), r.busiestLoop() * 100);
            if (shape.open()) {
                spec.commandLine().getOut().printf("  pacing: sends left on average %s µs after their intended time"
                        + " (%s timers)%n", Numbers.fmt(driver.meanSendLagMicros()),
                        driver.precisePacing() ? "native epoll" : "NIO, 1 ms resolution");
            }
            r.bottlenecks().forEach(b -> spec.commandLine().getOut().println("  " + b));
            spec.commandLine().getOut().flush();
        }
        return 0;
    }
}
