package dev.h2clab.loadtests.verdict;

/**
 * The comparison of a candidate protocol against the baseline on the primary metric.
 *
 * @param kind          FASTER / SLOWER only when every candidate repeat beats (or loses to) every baseline repeat
 * @param metric        the metric judged (throughput for the closed model, p99 for the open model)
 * @param changePercent improvement of the medians in percent (positive = candidate better)
 * @param repeats       repeats per side that entered the judgement
 * @param text          the printed verdict line
 */
public record Verdict(Kind kind, String metric, double changePercent, int repeats, String text) {

    public enum Kind { FASTER, SLOWER, NO_CLEAR_DIFFERENCE, NOT_ENOUGH_DATA }
}
