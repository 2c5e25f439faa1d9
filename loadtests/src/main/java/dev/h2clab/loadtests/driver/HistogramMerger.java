package dev.h2clab.loadtests.driver;

import dev.h2clab.loadtests.stats.TimelinePoint;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.Recorder;

import java.util.ArrayList;
import java.util.List;

/**
 * The single reporter of a run: pulls interval histograms from every lane's recorder, adds them to
 * the run totals and keeps a per-second timeline. Interval histograms are allocated
 * once a second (not recycled: a recycled histogram must come from the same recorder).
 */
public final class HistogramMerger {

    private static final long MAX_MICROS = 3_600_000_000L;

    private final Histogram latencyTotal = newHistogram();
    private final Histogram serviceTotal = newHistogram();
    private final List<TimelinePoint> timeline = new ArrayList<>();

    public static Histogram newHistogram() {
        return new Histogram(1, MAX_MICROS, 3);
    }

    /** Adds the intervals of all recorders; {@code second >= 0} also appends a timeline point. */
    public synchronized void collect(List<Recorder> latency, List<Recorder> service, int second) {
        Histogram merged = newHistogram();
        for (Recorder r : latency) {
            merged.add(r.getIntervalHistogram());
        }
        latencyTotal.add(merged);
        for (Recorder r : service) {
            serviceTotal.add(r.getIntervalHistogram());
        }
        if (second >= 0) {
            timeline.add(new TimelinePoint(second, merged.getTotalCount(),
                    merged.getValueAtPercentile(50) / 1000.0, merged.getValueAtPercentile(99) / 1000.0));
        }
    }

    /** Empties the recorders without counting (end of warm-up). */
    public synchronized void discard(List<Recorder> recorders) {
        for (Recorder r : recorders) {
            r.reset();
        }
    }

    public synchronized Histogram latency() {
        return latencyTotal.copy();
    }

    public synchronized Histogram serviceTime() {
        return serviceTotal.copy();
    }

    public synchronized List<TimelinePoint> timeline() {
        return List.copyOf(timeline);
    }
}
