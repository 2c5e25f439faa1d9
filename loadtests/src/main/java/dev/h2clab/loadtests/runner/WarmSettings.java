package dev.h2clab.loadtests.runner;

import dev.h2clab.loadtests.verdict.PairedVerdictRule;

import java.time.Duration;

/**
 * How the warm engine measures (options of {@code ./lab compare}).
 *
 * @param window      each measured window ({@code --window}, default 3 s)
 * @param leadIn      unmeasured load before each window, so a window starts at full concurrency
 * @param pairs       clean rounds wanted, one window per variant each ({@code --pairs}, default 8)
 * @param extraRounds rounds that may replace noisy ones before the run settles for fewer pairs
 * @param slice       length of one warm-up load slice
 * @param minWarmup   warm-up never shorter than this
 * @param maxWarmup   warm-up cap ({@code --max-warmup}, default 45 s): the report says when it was reached
 * @param noiseLimit  share of all cores that processes outside the lab may use in a window ({@code --noise-limit})
 * @param minEffectPercent smallest effect the verdict calls a win or a loss ({@code --min-effect}, default 10)
 * @param equalLoad   closed model: also measure CPU per request with every variant at one open-model rate (four more
 *                    windows per scenario); the sweep leaves them out and reports CPU per request in its windows
 */
public record WarmSettings(Duration window, Duration leadIn, int pairs, int extraRounds, Duration slice,
                           Duration minWarmup, Duration maxWarmup, double noiseLimit, double minEffectPercent,
                           boolean equalLoad) {

    public static final Duration DEFAULT_WINDOW = Duration.ofSeconds(3);
    public static final int DEFAULT_PAIRS = 8;
    public static final Duration DEFAULT_MAX_WARMUP = Duration.ofSeconds(45);
    public static final double DEFAULT_NOISE_LIMIT = 0.25;

    public static WarmSettings of(Duration window, Integer pairs, Duration maxWarmup, Double noiseLimitPercent,
                                  Double minEffectPercent) {
        Duration w = window != null ? window : DEFAULT_WINDOW;
        int p = pairs != null ? pairs : DEFAULT_PAIRS;
        return new WarmSettings(w, Duration.ofMillis(500), p, Math.max(2, p / 2), Duration.ofMillis(1500),
                Duration.ofSeconds(6), maxWarmup != null ? maxWarmup : DEFAULT_MAX_WARMUP,
                noiseLimitPercent != null ? noiseLimitPercent / 100 : DEFAULT_NOISE_LIMIT,
                minEffectPercent != null ? minEffectPercent : PairedVerdictRule.DEFAULT_MIN_EFFECT_PERCENT, true);
    }

    /** The same settings without the equal-load windows. */
    public WarmSettings withoutEqualLoad() {
        return new WarmSettings(window, leadIn, pairs, extraRounds, slice, minWarmup, maxWarmup, noiseLimit,
                minEffectPercent, false);
    }

    /** Rough length of one scenario, for the ETA: start, typical warm-up, windows, equal-load windows. */
    public long estimateSeconds(int variants) {
        long perWindow = window.plus(leadIn).toMillis() + 700;
        long windows = (long) pairs * variants * perWindow + (equalLoad ? 4L * variants * perWindow / 2 : 0);
        return 12 + Math.min(maxWarmup.toSeconds(), 40) + 3 + windows / 1000;
    }
}
