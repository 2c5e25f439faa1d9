package dev.h2clab.loadtests.rollout;

import org.HdrHistogram.Histogram;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Splits a run's requests into before, during and after the rollout (by when each was due) and counts the lost
 * and the slow ones. "During" runs from the first endpoint flip to the last old replica's exit.
 *
 * @param before      requests due before the rollout started
 * @param during      requests due while it ran
 * @param after       requests due after it ended
 * @param slowMs      the threshold used
 * @param lostByKind  lost requests of the whole window by error kind (e.g. status_502, timeout)
 * @param timeline    one entry per second of the window, by when requests were due
 */
public record RolloutAnalysis(PhaseStats before, PhaseStats during, PhaseStats after, double slowMs,
                              Map<String, Long> lostByKind, List<PhaseStats> timeline) {

    public long requests() {
        return before.requests() + during.requests() + after.requests();
    }

    public long lost() {
        return before.lost() + during.lost() + after.lost();
    }

    public long slow() {
        return before.slow() + during.slow() + after.slow();
    }

    /**
     * @param windowStartNanos the measured window's start ({@code RequestLog} time)
     * @param windowSeconds    its length: requests due later are not counted
     * @param rolloutStart     seconds from the window's start
     * @param rolloutEnd       seconds from the window's start; NaN = did not end inside the window
     * @param slowMs           fixed threshold, or 0 for twice the p99 before the rollout
     */
    static RolloutAnalysis of(List<RequestLog.Entry> entries, long windowStartNanos, double windowSeconds,
                              double rolloutStart, double rolloutEnd, double slowMs) {
        List<List<RequestLog.Entry>> phases = List.of(new ArrayList<>(), new ArrayList<>(), new ArrayList<>());
        List<List<RequestLog.Entry>> seconds = new ArrayList<>();
        for (int i = 0; i < Math.ceil(windowSeconds); i++) {
            seconds.add(new ArrayList<>());
        }
        Map<String, Long> lostByKind = new TreeMap<>();
        double end = Double.isNaN(rolloutEnd) ? Double.POSITIVE_INFINITY : rolloutEnd;
        for (RequestLog.Entry e : entries) {
            double t = (e.intendedNanos() - windowStartNanos) / 1e9;
            if (t < 0 || t >= windowSeconds) {
                continue;
            }
            phases.get(t < rolloutStart ? 0 : t <= end ? 1 : 2).add(e);
            seconds.get((int) t).add(e);
            if (!e.ok()) {
                lostByKind.merge(e.errorKind(), 1L, Long::sum);
            }
        }
        double threshold = slowMs > 0 ? slowMs : 2 * histogram(phases.get(0)).getValueAtPercentile(99) / 1000.0;
        if (!(threshold > 0)) {
            threshold = Double.POSITIVE_INFINITY; // nothing answered before the rollout: no baseline to be slow against
        }
        double slow = threshold;
        return new RolloutAnalysis(stats(phases.get(0), threshold), stats(phases.get(1), threshold),
                stats(phases.get(2), threshold), threshold, lostByKind,
                seconds.stream().map(second -> stats(second, slow)).toList());
    }

    /** p99 in ms of the requests answered before the rollout started (0 when none was). */
    static double p99BeforeMs(List<RequestLog.Entry> entries, long windowStartNanos, double windowSeconds,
                              double rolloutStart) {
        List<RequestLog.Entry> before = entries.stream().filter(e -> {
            double t = (e.intendedNanos() - windowStartNanos) / 1e9;
            return t >= 0 && t < windowSeconds && t < rolloutStart;
        }).toList();
        return histogram(before).getValueAtPercentile(99) / 1000.0;
    }

    private static PhaseStats stats(List<RequestLog.Entry> phase, double slowMs) {
        if (phase.isEmpty()) {
            return PhaseStats.EMPTY;
        }
        long lost = phase.stream().filter(e -> !e.ok()).count();
        long slow = phase.stream().filter(e -> e.ok() && e.latencyNanos() / 1e6 > slowMs).count();
        Histogram h = histogram(phase);
        if (h.getTotalCount() == 0) {
            return new PhaseStats(phase.size(), lost, slow, Double.NaN, Double.NaN, Double.NaN);
        }
        return new PhaseStats(phase.size(), lost, slow, h.getValueAtPercentile(50) / 1000.0,
                h.getValueAtPercentile(99) / 1000.0, h.getMaxValue() / 1000.0);
    }

    /** Latencies of the answered requests, microseconds. */
    private static Histogram histogram(List<RequestLog.Entry> phase) {
        Histogram h = new Histogram(3);
        phase.stream().filter(RequestLog.Entry::ok).forEach(e -> h.recordValue(Math.max(1, e.latencyNanos() / 1000)));
        return h;
    }
}
