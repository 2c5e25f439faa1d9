package dev.h2clab.loadtests.verdict;

/**
 * Null distribution of the Wilcoxon signed-rank statistic W (sum of the ranks of the positive differences of n
 * pairs). Exact up to {@link #EXACT_MAX_N} pairs, which is what a paired-window run produces; a normal
 * approximation with continuity correction beyond, where it is accurate to about one rank.
 */
public final class SignedRank {

    /** Largest n counted exactly: the 2^n sign patterns still fit a long. */
    public static final int EXACT_MAX_N = 60;

    private SignedRank() {
    }

    /**
     * How many of the 2^n equally likely sign patterns give each W = 0..n(n+1)/2: counts[w] by dynamic
     * programming, adding rank r as either negative (W unchanged) or positive (W + r).
     */
    static long[] counts(int n) {
        if (n < 0 || n > EXACT_MAX_N) {
            throw new IllegalArgumentException("exact counts only for 0 <= n <= " + EXACT_MAX_N + ": " + n);
        }
        long[] c = new long[n * (n + 1) / 2 + 1];
        c[0] = 1;
        for (int r = 1; r <= n; r++) {
            for (int w = r * (r + 1) / 2; w >= r; w--) {
                c[w] += c[w - r];
            }
        }
        return c;
    }

    /** P(W <= t) under the null hypothesis (exact up to {@link #EXACT_MAX_N} pairs). */
    public static double cdf(int n, int t) {
        if (t < 0) {
            return 0;
        }
        int max = n * (n + 1) / 2;
        if (t >= max) {
            return 1;
        }
        if (n > EXACT_MAX_N) {
            return normalCdf((t + 0.5 - mean(n)) / sd(n));
        }
        long[] c = counts(n);
        long below = 0;
        for (int w = 0; w <= t; w++) {
            below += c[w];
        }
        return below / Math.pow(2, n);
    }

    /**
     * Two-sided critical value: the largest T with P(W <= T) <= alpha/2, or -1 when even W = 0 is too likely
     * (fewer than 6 pairs at alpha 0.05). W <= T or W >= n(n+1)/2 - T rejects "no difference".
     */
    public static int criticalValue(int n, double alpha) {
        if (n < 1 || !(alpha > 0 && alpha < 1)) {
            throw new IllegalArgumentException("need n >= 1 and 0 < alpha < 1: n=" + n + ", alpha=" + alpha);
        }
        if (n > EXACT_MAX_N) {
            return normalCriticalValue(n, alpha);
        }
        long[] c = counts(n);
        double limit = alpha / 2 * Math.pow(2, n);
        long below = 0;
        int t = -1;
        while (below + c[t + 1] <= limit) {
            below += c[++t];
        }
        return t;
    }

    /** Normal approximation of {@link #criticalValue}; package-private so tests can compare it with the exact one. */
    static int normalCriticalValue(int n, double alpha) {
        int t = (int) Math.floor(mean(n));
        while (t >= 0 && normalCdf((t + 0.5 - mean(n)) / sd(n)) > alpha / 2) {
            t--;
        }
        return t;
    }

    private static double mean(int n) {
        return n * (n + 1) / 4.0;
    }

    private static double sd(int n) {
        return Math.sqrt(n * (n + 1) * (2.0 * n + 1) / 24.0);
    }

    /** Standard normal CDF via the complementary error function (Numerical Recipes erfc, error < 1.2e-7). */
    static double normalCdf(double z) {
        double x = Math.abs(z) / Math.sqrt(2);
        double t = 1 / (1 + 0.5 * x);
        double erfc = t * Math.exp(-x * x - 1.26551223 + t * (1.00002368 + t * (0.37409196 + t * (0.09678418
                + t * (-0.18628806 + t * (0.27886807 + t * (-1.13520398 + t * (1.48851587
                + t * (-0.82215223 + t * 0.17087277)))))))));
        return z >= 0 ? 1 - erfc / 2 : erfc / 2;
    }
}
