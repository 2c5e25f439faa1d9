package dev.h2clab.loadtests.rollout;

import dev.h2clab.loadtests.pair.LabPaths;
import dev.h2clab.support.process.ServiceProcess;
import dev.h2clab.loadtests.pair.ServiceSet;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * catalog-service replicas behind a {@link Balancer}, replaced one at a time the way a Deployment's rolling update
 * does (maxSurge 1, maxUnavailable 0): the successor joins the balancer as the old replica leaves it; the old one
 * waits out the preStop pause, gets SIGTERM and drains while the rollout moves on.
 *
 * <p>Successors are started and ready before the measured window, cold (no traffic until they join): on a laptop their
 * JVM start-up would otherwise take the CPU from the services under test, which a cluster gives its own node.
 */
final class CatalogReplicas implements AutoCloseable {

    private static final Duration READY_TIMEOUT = Duration.ofSeconds(120);
    /** Longer than the catalog's own drain bound (quarkus.shutdown.timeout 12 s, twice: drain then requests). */
    private static final int EXIT_TIMEOUT_SECONDS = 30;

    private final RolloutPlan plan;
    private final RolloutSite site;
    private final Path logDir;
    private final List<ServiceProcess> replicas = new ArrayList<>();
    private final List<Endpoint> endpoints = new ArrayList<>();
    private final List<ServiceProcess> successors = new ArrayList<>();
    private final List<Endpoint> successorEndpoints = new ArrayList<>();
    private final List<ServiceProcess> everyProcess = new ArrayList<>();
    private Balancer balancer;

    private CatalogReplicas(RolloutPlan plan, RolloutSite site, Path logDir) {
        this.plan = plan;
        this.site = site;
        this.logDir = logDir;
    }

    /**
     * Starts every replica and its successor at once, waits until all are ready, then opens the balancer in front of
     * the replicas.
     */
    static CatalogReplicas start(RolloutPlan plan, RolloutSite site, Path logDir)
            throws IOException, InterruptedException {
        CatalogReplicas set = new CatalogReplicas(plan, site, logDir);
        try {
            for (int i = 0; i < plan.replicas(); i++) {
                set.launch("catalog-" + i, set.replicas, set.endpoints);
                set.launch("catalog-" + i + "-successor", set.successors, set.successorEndpoints);
            }
            for (int i = 0; i < plan.replicas(); i++) {
                set.replicas.get(i).awaitReady(set.endpoints.get(i).url() + "/q/health/ready", READY_TIMEOUT);
                set.successors.get(i).awaitReady(set.successorEndpoints.get(i).url() + "/q/health/ready",
                        READY_TIMEOUT);
            }
            set.balancer = site.balancer(set.endpoints);
            return set;
        } catch (IOException | InterruptedException | RuntimeException e) {
            set.close();
            throw e;
        }
    }

    /** The Service URL the bff calls. */
    String url() {
        return balancer.url();
    }

    /** Each current replica's own URL (not through the balancer), successors waiting to join included. */
    List<String> replicaUrls() {
        List<String> urls = new ArrayList<>();
        endpoints.forEach(e -> urls.add(e.url()));
        successorEndpoints.forEach(e -> urls.add(e.url()));
        return urls;
    }

    Balancer balancer() {
        return balancer;
    }

    /**
     * Replaces every replica once, {@code interval} apart; returns when the last old replica has exited. Times are
     * seconds from {@code originNanos}; each old replica's stop (a blocking wait for its exit) runs on {@code stops};
     * {@code events} hears each step as it happens.
     */
    List<RolloutStep> rollOut(long originNanos, Duration interval, Duration preStop, Executor stops,
                              Consumer<String> events) throws InterruptedException {
        List<CompletableFuture<RolloutStep>> steps = new ArrayList<>();
        for (int i = 0; i < replicas.size(); i++) {
            if (i > 0) {
                TimeUnit.MILLISECONDS.sleep(interval.toMillis());
            }
            ServiceProcess old = replicas.get(i);
            Endpoint oldEndpoint = endpoints.get(i);
            Endpoint newEndpoint = successorEndpoints.get(i);
            replicas.set(i, successors.get(i));
            endpoints.set(i, newEndpoint);
            balancer.endpoints(endpoints); // the endpoint flip: successor in, old replica out, in one update
            double flippedAt = since(originNanos);
            events.accept(String.format("+%.1f s replica %d: successor in the balancer, old one out (%d connection(s)"
                    + " still on it)", flippedAt, i, balancer.openConnections().getOrDefault(oldEndpoint.toString(), 0)));
            int replica = i;
            steps.add(CompletableFuture.supplyAsync(() -> stop(old, replica, oldEndpoint, newEndpoint, flippedAt,
                    originNanos, preStop, events), stops));
        }
        List<RolloutStep> done = new ArrayList<>();
        for (CompletableFuture<RolloutStep> step : steps) {
            done.add(step.join());
        }
        return done;
    }

    /** The old replica's end: preStop pause, SIGTERM, drain, exit (killed after {@link #EXIT_TIMEOUT_SECONDS}). */
    private RolloutStep stop(ServiceProcess old, int replica, Endpoint oldEndpoint, Endpoint newEndpoint,
                             double flippedAt, long originNanos, Duration preStop, Consumer<String> events) {
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
            return new RolloutStep(replica, oldEndpoint.toString(), newEndpoint.toString(), flippedAt, sigtermAt,
                    exitedAt, code);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            old.close();
            return new RolloutStep(replica, oldEndpoint.toString(), newEndpoint.toString(), flippedAt, Double.NaN,
                    Double.NaN, -1);
        }
    }

    private void launch(String name, List<ServiceProcess> processes, List<Endpoint> where) throws IOException {
        RolloutSite.Replica place = site.replica(name);
        ServiceProcess process = ServiceProcess.start(name,
                ServiceSet.command(place.slot(), plan.cellPlan(), LabPaths.catalogJar(), logDir),
                ServiceSet.catalogEnvironment(plan.cellPlan(), place.endpoint().port(), place.slot().bindHost()),
                logDir.resolve(name + ".log"));
        synchronized (everyProcess) {
            everyProcess.add(process);
        }
        processes.add(process);
        where.add(place.endpoint());
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
