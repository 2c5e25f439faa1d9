package dev.h2clab.loadtests.analysis;

import java.util.List;
import java.util.Map;

/**
 * How the long-lived processes were warmed before measuring.
 *
 * @param seconds          wall time of the warm-up
 * @param rounds           rounds run (each gives every variant one load slice)
 * @param converged        true when the steady-state rule held; false when the cap ended it
 * @param reason           the rule's last words ("steady after 18 s: ..." or what still moved)
 * @param sliceValues      the primary metric of every slice, per variant column (the series the rule judged)
 * @param jitMsPerJvm      cumulative JIT compilation time per JVM after each round (NaN = not published)
 * @param medianLatencyMs  the slowest variant's median latency in the last round, all variants loaded at once (the
 *                         windows are sized from each variant loaded alone)
 */
public record WarmupSummary(double seconds, int rounds, boolean converged, String reason,
                            Map<String, List<Double>> sliceValues, Map<String, List<Double>> jitMsPerJvm, double medianLatencyMs) {
}
