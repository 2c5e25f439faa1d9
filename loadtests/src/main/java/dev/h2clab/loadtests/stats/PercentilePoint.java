package dev.h2clab.loadtests.stats;

import org.HdrHistogram.Histogram;

import java.util.ArrayList;
import java.util.List;

/** One point of a latency percentile curve (as in HdrHistogram plots: x = percentile, y = ms). */
public record PercentilePoint(double percentile, double ms) {

    private static final double[] PERCENTILES = {0, 10, 25, 50, 75, 90, 95, 99, 99.5, 99.9, 99.99, 99.999, 100};

    public static List<PercentilePoint> curve(Histogram micros) {
        List<PercentilePoint> points = new ArrayList<>();
        if (micros.getTotalCount() == 0) {
            return points;
        }
        for (double p : PERCENTILES) {
            long v = p == 100 ? micros.getMaxValue() : micros.getValueAtPercentile(p);
            points.add(new PercentilePoint(p, v / 1000.0));
        }
        return points;
    }
}
