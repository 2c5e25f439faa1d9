package dev.h2clab.loadtests.stats;

import dev.h2clab.loadtests.stats.TimelinePoint;

import java.util.List;
import java.util.Map;

/**
 * Every figure of one cell: one scenario x protocol x client x repeat, measured in the steady window.
 *
 * @param scenario          scenario name
 * @param protocol          bff -> catalog protocol id (http1, h2c, h2c-upgrade)
 * @param client            bff client implementation
 * @param repeat            1-based repeat number
 * @param order             position in the run order (protocols alternate A B, B A)
 * @param verification      the pre-measurement protocol check
 * @param latency           from the intended send time (closed model: the actual send)
 * @param serviceTime       from the actual send (differs from latency only in the open model)
 * @param ok                successful requests
 * @param errors            failed requests by kind
 * @param seconds           measured window
 * @param connections       bff -> catalog established connections per second (metric and kernel)
 * @param catalogRequests   catalog requests during the window by HTTP version
 * @param cpu               CPU time per successful request of each service
 * @param rssMbBff          bff peak resident memory
 * @param rssMbCatalog      catalog peak resident memory
 * @param wireBytesPerDownstreamRequest netns only: catalog interface bytes (rx + tx) per catalog request
 * @param requestedRate     open model requested rate (0 = closed)
 * @param driverBusiestLoop CPU share of the driver's busiest event loop
 * @param driverBottlenecks reasons the driver limited the run (empty = it did not)
 * @param timeline          per-second requests and latency
 * @param connectionTimeline per-second kernel connection counts (same seconds as the samples)
 * @param hgrmFile          percentile log written for this cell
 * @param failure           why the cell was aborted; null when it ran
 * @param percentileCurve   latency (ms) at percentiles 0..99.999, for the report's curves
 * @param health            machine CPU in the window, the part neighbours used, and whether that made it noisy
 */
public record CellResult(String scenario, String protocol, String client, int repeat, int order,
                         Verification verification, LatencySummary latency, LatencySummary serviceTime, long ok,
                         Map<String, Long> errors, double seconds, ConnectionSamples connections,
                         Map<String, Long> catalogRequests, CpuCost cpu,
                         double rssMbBff, double rssMbCatalog, Double wireBytesPerDownstreamRequest,
                         double requestedRate, double driverBusiestLoop, List<String> driverBottlenecks,
                         List<TimelinePoint> timeline, List<Integer> connectionTimeline, String hgrmFile,
                         String failure, List<PercentilePoint> percentileCurve, WindowHealth health) {

    public static CellResult failed(String scenario, String protocol, String client, int repeat, int order,
                                    Verification verification, String failure) {
        return new CellResult(scenario, protocol, client, repeat, order, verification, null, null, 0, Map.of(), 0,
                new ConnectionSamples(List.of(), List.of()), Map.of(), CpuCost.UNKNOWN, Double.NaN,
                Double.NaN, null, 0, 0, List.of(), List.of(), List.of(), null, failure, List.of(), WindowHealth.UNKNOWN);
    }

    public boolean succeeded() {
        return failure == null;
    }

    /** Ran, and no neighbour disturbed it: the windows a verdict may use. */
    public boolean clean() {
        return succeeded() && !health.noisy();
    }

    public double throughput() {
        return seconds > 0 ? ok / seconds : Double.NaN;
    }

    public long errorCount() {
        return errors.values().stream().mapToLong(Long::longValue).sum();
    }

    /** "web-client / h2c": the column a cell belongs to. */
    public String column() {
        return client + "/" + protocol;
    }
}
