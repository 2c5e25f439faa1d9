package dev.h2clab.support.process;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * Runs one external command to completion with a timeout, collecting stdout and stderr (read on their own threads, so
 * a chatty command cannot block on a full pipe). The lab's single command runner.
 */
public final class Command {

    /** What the command printed and how it ended. */
    public record Result(int exitCode, String stdout, String stderr) {

        public boolean ok() {
            return exitCode == 0;
        }
    }

    /** The command did not finish in time; it has been killed. */
    public static final class TimeoutException extends UncheckedIOException {

        public TimeoutException(String message) {
            super(new IOException(message));
        }
    }

    /** Searched after PATH: a non-login shell's PATH often lacks the sbin directories where Debian puts ip and nginx. */
    private static final List<String> SYSTEM_DIRS = List.of("/usr/local/sbin", "/usr/local/bin", "/usr/sbin",
            "/usr/bin", "/sbin", "/bin");

    private Command() {
    }

    /** The absolute path of the executable {@code name} on PATH or in the system directories, if there is one. */
    public static Optional<String> which(String name) {
        List<String> dirs = new ArrayList<>(List.of(System.getenv().getOrDefault("PATH", "").split(":")));
        dirs.addAll(SYSTEM_DIRS);
        return dirs.stream().filter(d -> !d.isBlank()).map(d -> Path.of(d, name)).filter(Files::isExecutable)
                .map(Path::toString).findFirst();
    }

    /**
     * Runs {@code command}, feeding {@code stdin} when not null.
     *
     * @throws UncheckedIOException when the command cannot be started, or ({@link TimeoutException}) did not finish
     *                              within {@code timeout} (it is killed first)
     */
    public static Result run(List<String> command, String stdin, Duration timeout) {
        return run(command, Map.of(), stdin, timeout);
    }

    /** {@link #run(List, String, Duration)} with {@code env} added to this process's environment. */
    public static Result run(List<String> command, Map<String, String> env, String stdin, Duration timeout) {
        Process process;
        try {
            ProcessBuilder builder = new ProcessBuilder(command);
            builder.environment().putAll(env);
            process = builder.start();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start " + command.get(0) + ": " + e.getMessage(), e);
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
            if (!process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
                process.descendants().forEach(ProcessHandle::destroyForcibly);
                process.destroyForcibly();
                throw new TimeoutException(String.join(" ", command) + " did not finish within " + timeout.toMillis()
                        + " ms");
            }
            return new Result(process.exitValue(), out.join(), err.join());
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new UncheckedIOException(new IOException("interrupted while running " + command.get(0), e));
        }
    }

    private static CompletableFuture<String> drain(InputStream stream) {
        CompletableFuture<String> text = new CompletableFuture<>();
        Thread reader = new Thread(() -> {
            try (stream) {
                text.complete(new String(stream.readAllBytes(), StandardCharsets.UTF_8));
            } catch (IOException e) {
                text.complete("");
            }
        }, "command-output");
        reader.setDaemon(true);
        reader.start();
        return text;
    }
}
