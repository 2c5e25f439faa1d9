package dev.h2clab.loadtests.stats;

import java.util.List;

/** Median with min and max over repeats (NaN values, e.g. a failed repeat, are ignored). */
public record Spread(double median, double min, double max, int n) {

    public static Spread of(List<Double> values) {
        double[] v = values.stream().filter(d -> d != null && !d.isNaN()).mapToDouble(Double::doubleValue).sorted()
                .toArray();
        if (v.length == 0) {
            return new Spread(Double.NaN, Double.NaN, Double.NaN, 0);
        }
        int m = v.length / 2;
        double median = v.length % 2 == 1 ? v[m] : (v[m - 1] + v[m]) / 2;
        return new Spread(median, v[0], v[v.length - 1], v.length);
    }

    /** Relative change of this median against a baseline median, in percent. */
    public double changePercent(Spread baseline) {
        return (median - baseline.median) / baseline.median * 100.0;
    }
}
