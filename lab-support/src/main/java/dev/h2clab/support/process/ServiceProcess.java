package dev.h2clab.loadtests.pair;

import dev.h2clab.loadtests.sampling.HttpProbe;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/** One service started as a real process, its output in a log file; stopping it leaves no descendant behind. */
public final class ServiceProcess implements AutoCloseable {

    private final String name;
    private final Process process;
    private final Path log;

    private ServiceProcess(String name, Process process, Path log) {
        this.name = name;
        this.process = process;
        this.log = log;
    }

    public static ServiceProcess start(String name, List<String> command, Map<String, String> env, Path log)
            throws IOException {
        Files.createDirectories(log.getParent());
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(log.toFile());
        builder.environment().putAll(env);
        ServiceProcess service = new ServiceProcess(name, builder.start(), log);
        ProcessReaper.register(service);
        return service;
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
                if (HttpProbe.get(readyUrl).statusCode() == 200) {
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
    String firstError() {
        try {
            List<String> all = Files.readAllLines(log, StandardCharsets.UTF_8);
            return all.stream().filter(l -> l.contains("ERROR") || l.contains("Exception") || l.contains("Error:"))
                    .findFirst().map(String::strip).orElse("no error in its log");
        } catch (IOException e) {
            return "no log: " + e.getMessage();
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
        descendants.stream().filter(ProcessHandle::isAlive).forEach(ProcessHandle::destroyForcibly);
        ProcessReaper.unregister(this);
    }
}
