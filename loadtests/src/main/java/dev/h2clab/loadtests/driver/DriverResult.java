package dev.h2clab.loadtests.driver;

import dev.h2clab.loadtests.stats.TimelinePoint;
import org.HdrHistogram.Histogram;

import java.util.List;
import java.util.Map;

/**
 * What the driver measured in the steady window.
 *
 * @param latency          successful requests, microseconds, from the intended send time
 * @param serviceTime      successful requests, microseconds, from the actual send (uncorrected)
 * @param ok               open model: successful requests due in the window and finished before its end (an
 *                         overloaded open model cannot inflate throughput with requests drained afterwards);
 *                         closed model: successful requests that finished inside the window
 * @param errors           failed requests by kind
 * @param seconds          length of the window
 * @param requestedRate    open model: requested req/s (0 in the closed model)
 * @param scheduled        open model: requests due in the window
 * @param busiestLoop      CPU share of the busiest driver event loop
 * @param bottlenecks      reasons the driver itself limited the result (empty = it did not)
 * @param timeline         per-second requests and percentiles
 */
public record DriverResult(Histogram latency, Histogram serviceTime, long ok, Map<String, Long> errors,
                           double seconds, double requestedRate, long scheduled, double busiestLoop,
                           List<String> bottlenecks, List<TimelinePoint> timeline) {

    public double throughput() {
        return ok / seconds;
    }

    public long errorCount() {
        return errors.values().stream().mapToLong(Long::longValue).sum();
    }
}
