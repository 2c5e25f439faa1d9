package dev.h2clab.loadtests.bench;

import dev.h2clab.support.process.Command;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** One closed-model h2load run (nghttp2's load generator, one thread) and what it printed. */
final class H2load {

    private static final Pattern FINISHED = Pattern.compile("finished in [^,]+, ([0-9.]+) req/s");
    private static final Pattern REQUESTS = Pattern.compile(
            "requests: (\\d+) total, (\\d+) started, (\\d+) done, (\\d+) succeeded, (\\d+) failed");
    private static final Pattern MEAN = Pattern.compile("time for request:\\s+\\S+\\s+\\S+\\s+([0-9.]+)(us|ms|s)\\b");

    private H2load() {
    }

    /** The command line for {@code clients} connections, {@code streams} concurrent streams each (1 = HTTP/1.1). */
    static List<String> command(String url, boolean http1, int clients, int streams, Duration warmup,
                                Duration duration) {
        List<String> cmd = new ArrayList<>(List.of("h2load"));
        if (http1) {
            cmd.add("--h1");
        }
        cmd.addAll(List.of("-t", "1", "-c", Integer.toString(clients), "-m", Integer.toString(streams),
                "-D", duration.toSeconds() + "s", "--warm-up-time=" + warmup.toSeconds() + "s", url));
        return cmd;
    }

    /** Runs h2load; the whole run is bounded by warm-up + duration + 30 s. */
    static ServerRun run(String server, String protocol, List<String> command, Duration warmup, Duration duration) {
        Command.Result r = Command.run(command, null, warmup.plus(duration).plusSeconds(30));
        if (!r.ok()) {
            throw new IllegalStateException(String.join(" ", command) + " exited " + r.exitCode() + ": "
                    + r.stderr().strip());
        }
        return parse(server, protocol, String.join(" ", command), r.stdout());
    }

    static ServerRun parse(String server, String protocol, String commandLine, String output) {
        Matcher finished = FINISHED.matcher(output);
        Matcher requests = REQUESTS.matcher(output);
        if (!finished.find() || !requests.find()) {
            throw new IllegalStateException("unexpected h2load output for " + commandLine + ":\n" + output);
        }
        Matcher mean = MEAN.matcher(output);
        double meanMs = Double.NaN;
        if (mean.find()) {
            double v = Double.parseDouble(mean.group(1));
            meanMs = switch (mean.group(2).toLowerCase(Locale.ROOT)) {
                case "us" -> v / 1000;
                case "s" -> v * 1000;
                default -> v;
            };
        }
        return new ServerRun(server, protocol, commandLine, Double.parseDouble(finished.group(1)),
                Long.parseLong(requests.group(4)), Long.parseLong(requests.group(5)), meanMs, Double.NaN);
    }
}
