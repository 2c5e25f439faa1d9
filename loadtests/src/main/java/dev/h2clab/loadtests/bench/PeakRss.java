package dev.h2clab.loadtests.bench;

import dev.h2clab.loadtests.sampling.ProcStats;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/** The highest resident set size of some processes, sampled every 250 ms while it runs. */
final class PeakRss implements AutoCloseable {

    private final Map<Long, Double> peaks = new ConcurrentHashMap<>();
    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "bench-rss");
        t.setDaemon(true);
        return t;
    });

    PeakRss(long... pids) {
        for (long pid : pids) {
            peaks.put(pid, 0.0);
        }
        timer.scheduleAtFixedRate(this::sample, 0, 250, TimeUnit.MILLISECONDS);
    }

    private void sample() {
        peaks.replaceAll((pid, peak) -> {
            double now = ProcStats.rssMb(pid);
            return Double.isNaN(now) ? peak : Math.max(peak, now);
        });
    }

    /** Peak RSS in MB of {@code pid} so far. */
    double peakMb(long pid) {
        sample();
        return peaks.getOrDefault(pid, Double.NaN);
    }

    @Override
    public void close() {
        timer.shutdownNow();
    }
}
