package dev.h2clab.loadtests.warmup;

/**
 * What {@link SteadyStateRule} says after a warm-up round.
 *
 * @param steady true: the warm-up may end
 * @param capped true: the cap was reached without steadiness (measure anyway, but say so in the report)
 * @param reason one line for the progress display and the report
 */
public record Decision(boolean steady, boolean capped, String reason) {
}
