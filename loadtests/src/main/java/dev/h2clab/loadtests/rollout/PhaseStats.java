package dev.h2clab.loadtests.rollout;

/**
 * Requests due in one phase of a run (before, during or after the rollout).
 *
 * @param requests due in the phase
 * @param lost     answered with an error or not at all
 * @param slow     answered, but later than the slow threshold
 * @param p50Ms    of the answered ones, from the intended send time
 * @param p99Ms    of the answered ones
 * @param maxMs    of the answered ones
 */
public record PhaseStats(long requests, long lost, long slow, double p50Ms, double p99Ms, double maxMs) {

    public static final PhaseStats EMPTY = new PhaseStats(0, 0, 0, Double.NaN, Double.NaN, Double.NaN);
}
