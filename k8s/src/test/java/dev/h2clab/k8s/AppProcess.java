package dev.h2clab.k8s;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.UnaryOperator;

/** A packaged service or Prometheus started as a real process, its output in a log file; close() ends it. */
final class AppProcess implements AutoCloseable {

    private final String name;
    private final Process process;
    private final Path log;

    private AppProcess(String name, Process process, Path log) {
        this.name = name;
        this.process = process;
        this.log = log;
    }

    /** Starts {@code java -Xmx256m -jar jar} (as the lab does) with {@code env}, wrapped by {@code prefix}. */
    static AppProcess java(String name, Path jar, Map<String, String> env, Path logDir,
            UnaryOperator<List<String>> prefix) throws IOException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        return start(name, prefix.apply(List.of(java, "-Xmx256m", "-XX:+UseSerialGC", "-jar", jar.toString())),
                env, logDir);
    }

    static AppProcess start(String name, List<String> command, Map<String, String> env, Path logDir)
            throws IOException {
        Path log = logDir.resolve(name + ".log");
        ProcessBuilder builder = new ProcessBuilder(new ArrayList<>(command))
                .redirectErrorStream(true).redirectOutput(log.toFile());
        builder.environment().putAll(env);
        return new AppProcess(name, builder.start(), log);
    }

    /** Waits for the process to end by itself; false when it is still running after {@code seconds}. */
    boolean awaitExit(int seconds) {
        try {
            return process.waitFor(seconds, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    boolean isAlive() {
        return process.isAlive();
    }

    /** The last lines of the log, for failure messages. */
    String tail() {
        try {
            List<String> lines = Files.readAllLines(log);
            return name + " log:\n" + String.join("\n", lines.subList(Math.max(0, lines.size() - 30), lines.size()));
        } catch (IOException e) {
            return name + " log unreadable: " + e.getMessage();
        }
    }

    @Override
    public void close() {
        process.destroy();
        try {
            if (!process.waitFor(15, TimeUnit.SECONDS)) {
                process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }
}
