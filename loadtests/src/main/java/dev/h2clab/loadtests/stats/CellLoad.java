package dev.h2clab.loadtests.stats;

import java.util.List;
import java.util.Map;

/**
 * What the window offered and completed.
 *
 * @param ok            successful requests
 * @param errors        failed requests by kind
 * @param seconds       measured window
 * @param requestedRate open model requested rate (0 = closed)
 * @param timeline      per-second requests and latency
 */
public record CellLoad(long ok, Map<String, Long> errors, double seconds, double requestedRate,
                       List<TimelinePoint> timeline) {

    static final CellLoad NONE = new CellLoad(0, Map.of(), 0, 0, List.of());

    /** Successful requests per second of the window; NaN when nothing was measured. */
    public double throughput() {
        return seconds > 0 ? ok / seconds : Double.NaN;
    }

    public long errorCount() {
        return errors.values().stream().mapToLong(Long::longValue).sum();
    }
}
