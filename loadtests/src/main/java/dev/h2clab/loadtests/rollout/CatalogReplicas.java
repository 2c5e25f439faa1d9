package dev.h2clab.loadtests.rollout;

import dev.h2clab.loadtests.pair.FreePorts;
import dev.h2clab.loadtests.pair.LabPaths;
import dev.h2clab.loadtests.pair.LoopbackPlacement;
import dev.h2clab.loadtests.pair.Placement;
import dev.h2clab.loadtests.pair.ServiceProcess;
import dev.h2clab.loadtests.pair.ServiceSet;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * catalog-service replicas on loopback behind a {@link TcpBalancer}, replaced one at a time the way a Deployment's
 * rolling update does (maxSurge 1, maxUnavailable 0): the successor joins the balancer as the old replica leaves it;
 * the old one waits out the preStop pause, gets SIGTERM and drains while the rollout moves on.
 *
 * <p>Successors are started and ready before the measured window, cold (no traffic until they join): on a laptop their
 * JVM start-up would otherwise take the CPU from the services under test, which a cluster gives its own node.
 */
final class CatalogReplicas implements AutoCloseable {

    private static final Duration READY_TIMEOUT = Duration.ofSeconds(120);
    /** Longer than the catalog's own drain bound (quarkus.shutdown.timeout 12 s, twice: drain then requests). */
    private static final int EXIT_TIMEOUT_SECONDS = 30;
    private static final Placement.Slot LOOPBACK = new LoopbackPlacement().catalog();

    private final RolloutPlan plan;
    private final Path logDir;
    private final List<ServiceProcess> replicas = new ArrayList<>();
    private final List<Integer> ports = new ArrayList<>();
    private final List<ServiceProcess> successors = new ArrayList<>();
    private final List<Integer> successorPorts = new ArrayList<>();
    private final List<ServiceProcess> everyProcess = new ArrayList<>();
    private TcpBalancer balancer;

    private CatalogReplicas(RolloutPlan plan, Path logDir) {
        this.plan = plan;
        this.logDir = logDir;
    }

    /**
     * Starts every replica and its successor at once, waits until all are ready, then opens the balancer in front of
     * the replicas.
     */
    static CatalogReplicas start(RolloutPlan plan, Path logDir) throws IOException, InterruptedException {
        CatalogReplicas set = new CatalogReplicas(plan, logDir);
        try {
            for (int i = 0; i < plan.replicas(); i++) {
                int port = FreePorts.next();
                set.replicas.add(set.launch("catalog-" + i, port));
                set.ports.add(port);
                int next = FreePorts.next();
                set.successors.add(set.launch("catalog-" + i + "-successor", next));
                set.successorPorts.add(next);
            }
            for (int i = 0; i < plan.replicas(); i++) {
                set.replicas.get(i).awaitReady(url(set.ports.get(i)) + "/q/health/ready", READY_TIMEOUT);
                set.successors.get(i).awaitReady(url(set.successorPorts.get(i)) + "/q/health/ready", READY_TIMEOUT);
            }
            set.balancer = TcpBalancer.start(set.ports);
            return set;
        } catch (IOException | InterruptedException | RuntimeException e) {
            set.close();
            throw e;
        }
    }

    /** The Service URL the bff calls. */
    String url() {
        return url(balancer.port());
    }

    /** Each current replica's own URL (not through the balancer), successors waiting to join included. */
    List<String> replicaUrls() {
        List<String> urls = new ArrayList<>();
        ports.forEach(p -> urls.add(url(p)));
        successorPorts.forEach(p -> urls.add(url(p)));
        return urls;
    }

    TcpBalancer balancer() {
        return balancer;
    }

    /**
     * Replaces every replica once, {@code interval} apart; returns when the last old replica has exited. Times are
     * seconds from {@code originNanos}; {@code events} hears each step as it happens.
     */
    List<RolloutStep> rollOut(long originNanos, Duration interval, Duration preStop, Consumer<String> events)
            throws InterruptedException {
        List<CompletableFuture<RolloutStep>> steps = new ArrayList<>();
        for (int i = 0; i < replicas.size(); i++) {
            if (i > 0) {
                TimeUnit.MILLISECONDS.sleep(interval.toMillis());
            }
            ServiceProcess old = replicas.get(i);
            int oldPort = ports.get(i);
            int newPort = successorPorts.get(i);
            replicas.set(i, successors.get(i));
            ports.set(i, newPort);
            balancer.backends(ports); // the endpoint flip: successor in, old replica out, in one update
            double flippedAt = since(originNanos);
            events.accept(String.format("+%.1f s replica %d: successor in the balancer, old one out (%d connection(s)"
                    + " still on it)", flippedAt, i, balancer.openConnections().getOrDefault(oldPort, 0)));
            int replica = i;
            steps.add(CompletableFuture.supplyAsync(() -> stop(old, replica, oldPort, newPort, flippedAt,
                    originNanos, preStop, events)));
        }
        List<RolloutStep> done = new ArrayList<>();
        for (CompletableFuture<RolloutStep> step : steps) {
            done.add(step.join());
        }
        return done;
    }

    /** The old replica's end: preStop pause, SIGTERM, drain, exit (killed after {@link #EXIT_TIMEOUT_SECONDS}). */
    private RolloutStep stop(ServiceProcess old, int replica, int oldPort, int newPort, double flippedAt,
                             long originNanos, Duration preStop, Consumer<String> events) {
        try {
            TimeUnit.MILLISECONDS.sleep(preStop.toMillis());
            double sigtermAt = since(originNanos);
            old.terminate();
            boolean exited = old.awaitExit(EXIT_TIMEOUT_SECONDS);
            double exitedAt = since(originNanos);
            int code = exited ? old.exitCode() : -1;
            if (!exited) {
                old.close();
            }
            events.accept(String.format("+%.1f s replica %d: old one exited %.1f s after SIGTERM (%s)", exitedAt,
                    replica, exitedAt - sigtermAt, exited ? "exit code " + code : "killed after "
                            + EXIT_TIMEOUT_SECONDS + " s"));
            return new RolloutStep(replica, oldPort, newPort, flippedAt, sigtermAt, exitedAt, code);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            old.close();
            return new RolloutStep(replica, oldPort, newPort, flippedAt, Double.NaN, Double.NaN, -1);
        }
    }

    private ServiceProcess launch(String name, int port) throws IOException {
        ServiceProcess process = ServiceProcess.start(name,
                ServiceSet.command(LOOPBACK, plan.cellPlan(), LabPaths.catalogJar(), logDir),
                ServiceSet.catalogEnvironment(plan.cellPlan(), port, LOOPBACK.bindHost()),
                logDir.resolve(name + ".log"));
        synchronized (everyProcess) {
            everyProcess.add(process);
        }
        return process;
    }

    private static String url(int port) {
        return "http://127.0.0.1:" + port;
    }

    private static double since(long originNanos) {
        return (System.nanoTime() - originNanos) / 1e9;
    }

    @Override
    public void close() {
        if (balancer != null) {
            balancer.close();
        }
        synchronized (everyProcess) {
            everyProcess.forEach(ServiceProcess::close);
        }
    }
}
