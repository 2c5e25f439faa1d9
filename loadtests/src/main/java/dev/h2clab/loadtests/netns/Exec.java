package dev.h2clab.loadtests.netns;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/** Runs one short administrative command (ip, nft, cat) with a timeout and returns its stdout. */
final class Exec {

    /** Setup commands finish in milliseconds; a generous bound still keeps a wedged command from hanging a run. */
    static final Duration TIMEOUT = Duration.ofSeconds(20);

    private Exec() {
    }

    static String run(List<String> command) {
        return run(command, null);
    }

    /** Runs {@code command}, feeding {@code stdin} when not null; throws with stderr on a non-zero exit. */
    static String run(List<String> command, String stdin) {
        Result result = tryRun(command, stdin);
        if (result.exitCode() != 0) {
            throw new NetnsException(String.join(" ", command) + " exited " + result.exitCode()
                    + ": " + result.stderr().strip());
        }
        return result.stdout();
    }

    /** Like {@link #run} but reports the exit code instead of throwing; for probes and idempotent deletes. */
    static Result tryRun(List<String> command, String stdin) {
        Process process;
        try {
            process = new ProcessBuilder(command).start();
        } catch (IOException e) {
            throw new NetnsException("cannot start " + command.get(0) + ": " + e.getMessage(), e);
        }
        CompletableFuture<String> out = drain(process.getInputStream());
        CompletableFuture<String> err = drain(process.getErrorStream());
        try (OutputStream in = process.getOutputStream()) {
            if (stdin != null) {
                in.write(stdin.getBytes(StandardCharsets.UTF_8));
            }
        } catch (IOException e) {
            // the command may exit before reading its input; its exit code tells what happened
        }
        try {
            if (!process.waitFor(TIMEOUT.toMillis(), TimeUnit.MILLISECONDS)) {
                process.destroyForcibly();
                throw new NetnsException(String.join(" ", command) + " did not finish within " + TIMEOUT);
            }
            return new Result(process.exitValue(), out.join(), err.join());
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new NetnsException("interrupted while running " + command.get(0), e);
        }
    }

    private static CompletableFuture<String> drain(InputStream stream) {
        return CompletableFuture.supplyAsync(() -> {
            try (stream) {
                return new String(stream.readAllBytes(), StandardCharsets.UTF_8);
            } catch (IOException e) {
                return "";
            }
        });
    }

    record Result(int exitCode, String stdout, String stderr) {
    }
}
