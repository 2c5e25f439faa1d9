package dev.h2clab.loadtests.stats;

/** One second of the measured window: successful requests and latency percentiles (ms) in that second. */
public record TimelinePoint(int second, long requests, double p50Ms, double p99Ms) {
}
