package dev.h2clab.loadtests.warmup;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;

/**
 * When a warm-up of long-lived JVMs may end: a fixed warm-up either wastes minutes or measures a JVM that is still
 * compiling. Warm means both that throughput stopped moving (every variant's last {@code window} slices lie within
 * {@code maxDrift} of their median) and that the JIT went quiet (compilation time grown in the last round is at
 * most {@code maxJitShare} of that round's wall time, for every JVM). A JIT spike blocks the round it falls in, so
 * a recompilation after a deoptimisation delays steadiness. Stateless: each round passes the whole history.
 *
 * @param window      how many latest slices per variant must agree; fewer rounds are never steady
 * @param maxDrift    largest allowed |slice - median| / median over the window (0.10 = 10 %)
 * @param maxJitShare largest allowed JIT time growth per wall time in the last round (0.02 = 2 %)
 * @param minimum     never steady before this much warm-up
 * @param cap         stop here without steadiness ({@link Decision#capped()})
 */
public record SteadyStateRule(int window, double maxDrift, double maxJitShare, Duration minimum, Duration cap) {

    public SteadyStateRule {
        if (window < 1 || !(maxDrift > 0) || !(maxJitShare >= 0) || minimum.isNegative()
                || cap.compareTo(minimum) < 0) {
            throw new IllegalArgumentException("bad steady-state rule: window=" + window + ", maxDrift=" + maxDrift
                    + ", maxJitShare=" + maxJitShare + ", minimum=" + minimum + ", cap=" + cap);
        }
    }

    /** 3 slices within 10 %, JIT below 2 % of the round. */
    public static SteadyStateRule withDefaults(Duration minimum, Duration cap) {
        return new SteadyStateRule(3, 0.10, 0.02, minimum, cap);
    }

    /**
     * @param elapsed              warm-up time so far
     * @param throughputByVariant  per variant, the throughput of every slice so far, oldest first (NaN = failed)
     * @param jitMsLastRoundByJvm  per JVM, JIT compilation ms added during the last round (NaN = not readable)
     * @param lastRoundWall        wall time of the last round
     */
    public Decision decide(Duration elapsed, Map<String, List<Double>> throughputByVariant,
                           Map<String, Double> jitMsLastRoundByJvm, Duration lastRoundWall) {
        double wallMs = lastRoundWall == null ? Double.NaN : lastRoundWall.toMillis();
        List<String> unknown = new ArrayList<>();
        String blocker = throughputBlocker(new TreeMap<>(throughputByVariant));
        String jit = jitBlocker(new TreeMap<>(jitMsLastRoundByJvm), wallMs, unknown);
        if (blocker == null) {
            blocker = jit;
        }
        if (blocker == null && elapsed.compareTo(minimum) < 0) {
            blocker = "minimum warm-up of " + secs(minimum) + " not reached (" + secs(elapsed) + ")";
        }
        String note = jitMsLastRoundByJvm.isEmpty() ? "; no JIT readings"
                : unknown.isEmpty() ? "" : "; JIT unknown for " + String.join(", ", unknown);
        if (blocker == null) {
            return new Decision(true, false, "steady after " + secs(elapsed) + ": throughput within "
                    + pct(maxDrift * 100) + " %, JIT < " + pct(maxJitShare * 100) + " %" + note);
        }
        if (elapsed.compareTo(cap) >= 0) {
            return new Decision(false, true, "cap of " + secs(cap) + " reached without steady state: " + blocker
                    + note);
        }
        return new Decision(false, false, blocker + note);
    }

    /** Null when every variant's last window agrees; otherwise why not, naming the worst variant. */
    private String throughputBlocker(Map<String, List<Double>> byVariant) {
        if (byVariant.isEmpty()) {
            return "no throughput slices yet";
        }
        int rounds = byVariant.values().stream().mapToInt(List::size).min().orElse(0);
        if (rounds < window) {
            return "only " + rounds + " of " + window + " slices so far";
        }
        String worst = null;
        double worstDrift = -1;
        for (Map.Entry<String, List<Double>> e : byVariant.entrySet()) {
            List<Double> all = e.getValue();
            double[] last = all.subList(all.size() - window, all.size()).stream()
                    .mapToDouble(v -> v == null ? Double.NaN : v).toArray();
            if (Arrays.stream(last).anyMatch(v -> !(v > 0) || Double.isInfinite(v))) {
                return "no throughput from " + e.getKey() + " in one of the last " + window + " slices";
            }
            double drift = drift(last);
            if (drift > worstDrift) {
                worst = e.getKey();
                worstDrift = drift;
            }
        }
        return worstDrift <= maxDrift ? null : String.format(Locale.ROOT,
                "throughput of %s drifting %s %% over the last %d slices", worst, pct(worstDrift * 100), window);
    }

    /** Largest |v - median| / median. */
    static double drift(double[] values) {
        double[] s = values.clone();
        Arrays.sort(s);
        int m = s.length / 2;
        double median = s.length % 2 == 1 ? s[m] : (s[m - 1] + s[m]) / 2;
        return Math.max(median - s[0], s[s.length - 1] - median) / median;
    }

    /** Null when every JVM with a reading compiled little enough; collects the JVMs without a reading. */
    private String jitBlocker(Map<String, Double> jitByJvm, double wallMs, List<String> unknown) {
        String worst = null;
        double worstMs = 0;
        for (Map.Entry<String, Double> e : jitByJvm.entrySet()) {
            Double ms = e.getValue();
            if (ms == null || !Double.isFinite(ms) || ms < 0 || !(wallMs > 0)) {
                unknown.add(e.getKey());
            } else if (ms > maxJitShare * wallMs && ms > worstMs) {
                worst = e.getKey();
                worstMs = ms;
            }
        }
        return worst == null ? null : String.format(Locale.ROOT,
                "JIT still compiling: %s %.0f ms in the last %.1f s", worst, worstMs, wallMs / 1000);
    }

    private static String secs(Duration d) {
        return Math.round(d.toMillis() / 1000.0) + " s";
    }

    /** Whole percent from 10 % up, one decimal below, without a trailing ".0". */
    static String pct(double p) {
        String s = String.format(Locale.ROOT, Math.abs(p) >= 9.95 ? "%.0f" : "%.1f", p);
        return s.endsWith(".0") ? s.substring(0, s.length() - 2) : s;
    }
}
