package dev.h2clab.loadtests.stats;

import org.HdrHistogram.Histogram;

/** Latency percentiles in milliseconds, from a histogram recorded in microseconds. */
public record LatencySummary(long count, double p50, double p90, double p95, double p99, double max, double mean) {

    public static LatencySummary of(Histogram micros) {
        if (micros.getTotalCount() == 0) {
            return new LatencySummary(0, Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN, Double.NaN);
        }
        return new LatencySummary(micros.getTotalCount(),
                ms(micros.getValueAtPercentile(50)), ms(micros.getValueAtPercentile(90)),
                ms(micros.getValueAtPercentile(95)), ms(micros.getValueAtPercentile(99)),
                ms(micros.getMaxValue()), micros.getMean() / 1000.0);
    }

    private static double ms(long micros) {
        return micros / 1000.0;
    }
}
