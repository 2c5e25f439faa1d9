package dev.h2clab.bff.support;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Closed-model HTTP/1.1 load from {@code h2load} (Debian nghttp2-client; .ci/run installs it), read back from its
 * per-request log so goodput and latency percentiles cover exactly the requests that succeeded.
 */
public final class H2load {

    /** One run: every request's status and duration. */
    public record Run(int clients, double seconds, int[] statuses, long[] micros) {

        public long count(int status) {
            return Arrays.stream(statuses).filter(s -> s == status).count();
        }

        /** Successful requests per second. */
        public double goodput() {
            return count(200) / seconds;
        }

        /** Percentile (0-100) of the durations of successful requests, in milliseconds. */
        public double okPercentileMs(double p) {
            long[] ok = new long[(int) count(200)];
            int n = 0;
            for (int i = 0; i < statuses.length; i++) {
                if (statuses[i] == 200) {
                    ok[n++] = micros[i];
                }
            }
            if (n == 0) {
                return Double.NaN;
            }
            Arrays.sort(ok);
            return ok[Math.min(n - 1, (int) Math.ceil(p / 100 * n) - 1)] / 1000.0;
        }
    }

    private H2load() {
    }

    /** {@code h2load --h1 -c clients -D seconds url} (closed model); fails when h2load is missing or hangs. */
    public static Run run(String url, int clients, int seconds) {
        return run(url, clients, seconds, 0);
    }

    /**
     * The same at an offered rate: {@code clients} connections each sending {@code ratePerClient} requests per
     * second ({@code --rps}), so refused requests do not come back faster than the rate; 0 = closed model.
     */
    public static Run run(String url, int clients, int seconds, double ratePerClient) {
        try {
            Path log = Files.createTempFile("h2load-", ".log");
            try {
                List<String> command = new ArrayList<>(List.of("h2load", "--h1", "-t", "1", "-c",
                        Integer.toString(clients), "-D", Integer.toString(seconds), "--log-file=" + log));
                if (ratePerClient > 0) {
                    command.add(String.format(java.util.Locale.ROOT, "--rps=%.3f", ratePerClient));
                }
                command.add(url);
                Process process;
                try {
                    process = new ProcessBuilder(command).redirectErrorStream(true)
                            .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
                } catch (IOException e) {
                    throw new IllegalStateException("h2load is required for this test (Debian package nghttp2-client;"
                            + " .ci/run installs it): " + e.getMessage(), e);
                }
                if (!process.waitFor(seconds + 30L, TimeUnit.SECONDS)) {
                    process.destroyForcibly();
                    throw new IllegalStateException("h2load did not finish: " + command);
                }
                List<String> lines = Files.readAllLines(log);
                int[] statuses = new int[lines.size()];
                long[] micros = new long[lines.size()];
                List<String> bad = new ArrayList<>();
                for (int i = 0; i < lines.size(); i++) {
                    String[] fields = lines.get(i).split("\t");
                    if (fields.length < 3) {
                        bad.add(lines.get(i));
                        continue;
                    }
                    statuses[i] = Integer.parseInt(fields[1]);
                    micros[i] = Long.parseLong(fields[2]);
                }
                if (!bad.isEmpty()) {
                    throw new IllegalStateException("unreadable h2load log lines: " + bad.subList(0, 1));
                }
                return new Run(clients, seconds, statuses, micros);
            } finally {
                Files.deleteIfExists(log);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
