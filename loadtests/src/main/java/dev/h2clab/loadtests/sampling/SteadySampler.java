package dev.h2clab.loadtests.sampling;

import dev.h2clab.support.metrics.PrometheusText;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Samples once a second through the steady window: bff-reported and kernel-counted connections to catalog,
 * and RSS of both services; snapshots CPU time, catalog counters and wire bytes at the window's edges.
 */
public final class SteadySampler implements AutoCloseable {

    /** What the window showed. Connection lists hold -1 where a sample failed. */
    public record Samples(List<Integer> metricConnections, List<Integer> kernelConnections, double rssMbBff,
                          double rssMbCatalog, CounterSnapshot start, CounterSnapshot end, double machineCpuBusy,
                          double outsideCpuShare) {
    }

    private final SampleTargets targets;
    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "lab-sampler");
        t.setDaemon(true);
        return t;
    });
    private final List<Integer> metric = new ArrayList<>();
    private final List<Integer> kernel = new ArrayList<>();
    private final CompletableFuture<Samples> done = new CompletableFuture<>();
    private double rssBff;
    private double rssCatalog;
    private CounterSnapshot start;
    private MachineCpu machineCpu;

    public SteadySampler(SampleTargets targets) {
        this.targets = targets;
    }

    /** Starts the window after {@code delay} and samples for {@code window}. */
    public void start(Duration delay, Duration window) {
        long d = delay.toMillis();
        timer.schedule(() -> {
            machineCpu = MachineCpu.start(targets.labPids());
            start = CounterSnapshot.take(targets, true);
        }, d, TimeUnit.MILLISECONDS);
        long seconds = Math.max(1, window.toSeconds());
        for (long s = 0; s < seconds; s++) {
            timer.schedule(this::sample, d + 500 + s * 1000, TimeUnit.MILLISECONDS);
        }
        timer.schedule(() -> done.complete(new Samples(List.copyOf(metric), List.copyOf(kernel), rssBff, rssCatalog,
                start, CounterSnapshot.take(targets, false), machineCpu.busySinceStart(),
                machineCpu.outsideShareSinceStart())), d + window.toMillis(),
                TimeUnit.MILLISECONDS);
    }

    public Samples await(Duration timeout) throws Exception {
        return done.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
    }

    private void sample() {
        metric.add(metricConnections());
        kernel.add(KernelConnections.count(targets.bffNsPrefix(), targets.bffPid(), targets.catalogPort()));
        rssBff = Math.max(rssBff, ProcStats.rssMb(targets.bffPid()));
        rssCatalog = Math.max(rssCatalog, ProcStats.rssMb(targets.catalogPid()));
    }

    private int metricConnections() {
        try {
            String text = HttpProbe.text(targets.bffBaseUrl() + "/q/metrics");
            double v = PrometheusText.sum(text, "lab_tcp_established", Map.of("direction", "outbound", "peer_port",
                    Integer.toString(targets.catalogPort())));
            return Double.isNaN(v) ? -1 : (int) v;
        } catch (Exception e) {
            return -1;
        }
    }

    @Override
    public void close() {
        timer.shutdownNow();
    }
}
