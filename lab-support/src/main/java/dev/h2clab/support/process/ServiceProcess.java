package dev.h2clab.support.process;

import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * One service started as a real process, its output in a log file; stopping it leaves no descendant behind, and a
 * shutdown hook ({@link ProcessReaper}) stops it after Ctrl-C or a crash. The lab's one process launcher: the runner,
 * the benchmark and every test that starts a packaged service use it.
 */
public final class ServiceProcess implements AutoCloseable {


    private final String name;
    private final Process process;
    private final Path log;

    private ServiceProcess(String name, Process process, Path log) {
        this.name = name;
        this.process = process;
        this.log = log;
    }

    /** Starts {@code command} in this directory with {@code env} added to this process's environment. */
    public static ServiceProcess start(String name, List<String> command, Map<String, String> env, Path log)
            throws IOException {
        return start(name, command, env, log, null);
    }

    /** The same in {@code directory} (null: this process's). */
    public static ServiceProcess start(String name, List<String> command, Map<String, String> env, Path log,
                                       Path directory) throws IOException {
        Files.createDirectories(log.toAbsolutePath().getParent());
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(log.toFile());
        if (directory != null) {
            builder.directory(directory.toFile());
        }
        builder.environment().putAll(env);
        ServiceProcess service = new ServiceProcess(name, builder.start(), log);
        ProcessReaper.register(service);
        return service;
    }

    /** SIGINT, as Ctrl-C in a terminal sends it (the JDK only sends TERM and KILL). */
    public void interrupt() {
        Command.Result r = Command.run(List.of("kill", "-INT", Long.toString(process.pid())), null,
                Duration.ofSeconds(10));
        if (!r.ok()) {
            throw new IllegalStateException("kill -INT " + process.pid() + " failed: " + r.stderr());
        }
    }

    public long pid() {
        return process.pid();
    }

    public Path log() {
        return log;
    }

    public boolean isAlive() {
        return process.isAlive();
    }

    /** SIGTERM and return at once: the service drains and exits by itself (see {@link #awaitExit}). */
    public void terminate() {
        process.destroy();
    }

    /** The exit code; only after the process has ended. */
    public int exitCode() {
        return process.exitValue();
    }

    /** Waits for the process to end by itself; false when it is still running after {@code seconds}. */
    public boolean awaitExit(int seconds) throws InterruptedException {
        return process.waitFor(seconds, TimeUnit.SECONDS);
    }

    /** Polls {@code readyUrl} until it answers 200; fails early if the process died. */
    public void awaitReady(String readyUrl, Duration timeout) throws IOException, InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) {
                throw new IOException(name + " exited with code " + process.exitValue() + " before it was ready: "
                        + firstError() + " (log: " + log + ")");
            }
            try {
                if (ReadinessProbe.status(URI.create(readyUrl)) == 200) {
                    return;
                }
            } catch (IOException e) {
                // not listening yet
            }
            Thread.sleep(200);
        }
        throw new IOException(name + " not ready at " + readyUrl + " after " + timeout.toSeconds() + "s: "
                + firstError() + " (log: " + log + ")");
    }

    /** The first line of the log that names an error, so a failed start explains itself in one line. */
    public String firstError() {
        try {
            List<String> all = Files.readAllLines(log, StandardCharsets.UTF_8);
            return all.stream().filter(l -> l.contains("ERROR") || l.contains("Exception") || l.contains("Error:"))
                    .findFirst().map(String::strip).orElse("no error in its log");
        } catch (IOException e) {
            return "no log: " + e.getMessage();
        }
    }

    /** SIGKILL: the kernel drops the process's connections at once, as a crashed or evicted pod would. */
    public void kill() throws InterruptedException {
        process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
    }

    /** Everything the process printed so far. */
    public String output() {
        try {
            return Files.readString(log, StandardCharsets.UTF_8);
        } catch (IOException e) {
            return "(no log: " + e.getMessage() + ")";
        }
    }

    /** SIGTERM to the process and its descendants, SIGKILL after 10 s. */
    @Override
    public void close() {
        List<ProcessHandle> descendants = process.descendants().toList();
        process.destroy();
        descendants.forEach(ProcessHandle::destroy);
        try {
            if (!process.waitFor(10, TimeUnit.SECONDS)) {
                process.destroyForcibly();
                process.waitFor(5, TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
        // descendants got SIGTERM with their parent: give them the same grace, then SIGKILL
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(5);
        for (ProcessHandle d : descendants) {
            try {
                d.onExit().get(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
            } catch (java.util.concurrent.TimeoutException | java.util.concurrent.ExecutionException e) {
                d.destroyForcibly();
            } catch (InterruptedException e) {
                d.destroyForcibly();
                Thread.currentThread().interrupt();
            }
        }
        ProcessReaper.unregister(this);
    }
}
