package dev.h2clab.loadtests.stats;

import java.util.List;

/**
 * How long the window's requests took.
 *
 * @param latency         from the intended send time (closed model: the actual send)
 * @param serviceTime     from the actual send (differs from latency only in the open model)
 * @param percentileCurve latency (ms) at percentiles 0..99.999, for the report's curves
 * @param hgrmFile        percentile log written for this cell
 */
public record CellTiming(LatencySummary latency, LatencySummary serviceTime, List<PercentilePoint> percentileCurve,
                         String hgrmFile) {

    static final CellTiming NONE = new CellTiming(null, null, List.of(), null);
}
