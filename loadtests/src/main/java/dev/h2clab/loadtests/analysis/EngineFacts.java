package dev.h2clab.loadtests.analysis;

import java.util.Map;

/**
 * What the warm engine did besides the windows: the figures needed to judge the windows.
 *
 * @param windowSeconds     length of each measured window
 * @param leadInSeconds     unmeasured load before each window
 * @param pairsWanted       clean rounds (one window per variant each) the verdict asked for
 * @param noiseLimitPercent outside-the-lab CPU (% of the machine) above which a window is left out
 * @param minEffectPercent  smallest effect the verdict calls a win or a loss
 * @param warmup            how warm-up went
 * @param idleCpuMsPerSecond idle CPU of each process (no load, scrapes running), ms per second, by name
 * @param equalLoadRate     rate of the equal-offered-load CPU windows (0 = not run)
 */
public record EngineFacts(double windowSeconds, double leadInSeconds, int pairsWanted, double noiseLimitPercent,
                          double minEffectPercent, WarmupSummary warmup, Map<String, Double> idleCpuMsPerSecond, double equalLoadRate) {
}
