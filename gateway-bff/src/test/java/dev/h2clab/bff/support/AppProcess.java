package dev.h2clab.bff.support;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import dev.h2clab.support.net.FreePort;
import dev.h2clab.support.process.ServiceProcess;

/** A packaged Quarkus app (catalog-service or gateway-bff) started with lab-support's launcher on a free loopback port. */
public final class AppProcess implements AutoCloseable {

    private final String name;
    private final ServiceProcess process;
    private final int port;
    private final Path log;

    private AppProcess(String name, ServiceProcess process, int port, Path log) {
        this.name = name;
        this.process = process;
        this.port = port;
        this.log = log;
    }

    /** Starts the catalog jar named by the {@code catalog.jar} system property and waits for readiness. */
    public static AppProcess catalog(Map<String, String> extraEnv) {
        return catalog(extraEnv, FreePort.find());
    }

    /** The same on a given port, e.g. to restart a catalog where the bff expects it. */
    public static AppProcess catalog(Map<String, String> extraEnv, int port) {
        Path jar = Path.of(System.getProperty("catalog.jar", "../catalog-service/target/quarkus-app/quarkus-run.jar"));
        if (!Files.isRegularFile(jar)) {
            throw new IllegalStateException("catalog-service jar not found at " + jar.toAbsolutePath()
                    + ": build it first with ./mvnw -B -q -pl catalog-service package -DskipTests"
                    + " (./mvnw verify at the root builds it before gateway-bff)");
        }
        return start("catalog-service", jar, extraEnv, "128m", port);
    }

    /** Starts {@code java -Xmx128m -jar jar} on a free port with the given environment; waits for readiness. */
    public static AppProcess start(String name, Path jar, Map<String, String> extraEnv) {
        return start(name, jar, extraEnv, "128m");
    }

    /** The same with another maximum heap (e.g. {@code 256m}, the lab's and the manifests' heap). */
    public static AppProcess start(String name, Path jar, Map<String, String> extraEnv, String maxHeap) {
        return start(name, jar, extraEnv, maxHeap, FreePort.find());
    }

    private static AppProcess start(String name, Path jar, Map<String, String> extraEnv, String maxHeap, int port) {
        Map<String, String> env = new HashMap<>(extraEnv);
        env.putIfAbsent("QUARKUS_HTTP_PORT", Integer.toString(port));
        env.putIfAbsent("QUARKUS_HTTP_HOST", "127.0.0.1");
        try {
            Path log = Files.createTempFile(name + "-" + port + "-", ".log");
            ServiceProcess process = ServiceProcess.start(name,
                    List.of(javaBinary(), "-Xmx" + maxHeap, "-jar", jar.toString()), env, log);
            AppProcess app = new AppProcess(name, process, port, log);
            app.awaitReady();
            return app;
        } catch (IOException e) {
            throw new UncheckedIOException("could not start " + name, e);
        }
    }

    private void awaitReady() {
        try {
            process.awaitReady("http://127.0.0.1:" + port + "/q/health/ready", Duration.ofSeconds(90));
        } catch (IOException | InterruptedException e) {
            String output = logTail();
            close();
            if (e instanceof InterruptedException) {
                Thread.currentThread().interrupt();
            }
            throw new IllegalStateException(name + " did not become ready; its output:\n" + output, e);
        }
    }

    public int port() {
        return port;
    }

    /** The process id, e.g. to read its kernel counters under /proc. */
    public long pid() {
        return process.pid();
    }

    /** The app's own Prometheus text. */
    public String metrics() {
        return PlainHttp.get(port, "/q/metrics").body();
    }

    private String logTail() {
        String text = process.output();
        return text.length() > 4000 ? text.substring(text.length() - 4000) : text;
    }

    /** The bff jar the failsafe run packaged (system property {@code bff.jar}). */
    public static Path bffJar() {
        return Path.of(System.getProperty("bff.jar", "target/quarkus-app/quarkus-run.jar"));
    }

    /** Everything the process printed so far. */
    public String log() {
        return process.output();
    }

    /** SIGTERM, as Kubernetes sends at the end of a preStop hook; does not wait. */
    public void terminate() {
        process.terminate();
    }

    /** Waits for the process to exit; true if it did within {@code seconds}. */
    public boolean awaitExit(int seconds) throws InterruptedException {
        return process.awaitExit(seconds);
    }

    public boolean isAlive() {
        return process.isAlive();
    }

    /** SIGKILL: the kernel drops the process's connections at once, as a crashed or evicted pod would. */
    public void kill() throws InterruptedException {
        process.kill();
    }

    @Override
    public void close() {
        process.close();
        try {
            Files.deleteIfExists(log);
        } catch (IOException e) {
            // temp file: left for the OS
        }
    }

    static String javaBinary() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }
}
