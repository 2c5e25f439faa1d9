package dev.h2clab.loadtests.sampling;

import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * CPU each process burns with no load while the lab scrapes it once a second, as during a window: the fixed
 * cost (timers, scrapes) that would otherwise be charged to the requests. JIT compiler threads are left out here as
 * in the windows ({@link ThreadCpu}).
 */
public final class IdleCpu {

    private IdleCpu() {
    }

    /**
     * Measures for {@code length}; returns ms of CPU outside the JIT compiler per second of wall time per pid (NaN
     * when unreadable).
     *
     * @param metricsUrls scraped once a second meanwhile, like the window sampler does
     */
    public static Map<Long, Double> measure(List<Long> pids, List<String> metricsUrls, Duration length)
            throws InterruptedException {
        Map<Long, ThreadCpu> start = new LinkedHashMap<>();
        pids.forEach(p -> start.put(p, ThreadCpu.read(p)));
        long t0 = System.nanoTime();
        long end = t0 + length.toNanos();
        while (System.nanoTime() < end) {
            for (String url : metricsUrls) {
                try {
                    HttpProbe.text(url);
                } catch (Exception e) {
                    // a missed scrape changes the idle cost a little, never the run
                }
            }
            Thread.sleep(Math.max(1, Math.min(1000, (end - System.nanoTime()) / 1_000_000)));
        }
        double seconds = (System.nanoTime() - t0) / 1e9;
        Map<Long, Double> rates = new LinkedHashMap<>();
        start.forEach((pid, before) -> rates.put(pid, ThreadCpu.read(pid).since(before).workMs() / seconds));
        return rates;
    }
}
