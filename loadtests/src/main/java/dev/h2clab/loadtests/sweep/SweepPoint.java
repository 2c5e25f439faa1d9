package dev.h2clab.loadtests.sweep;

import com.fasterxml.jackson.databind.JsonNode;
import dev.h2clab.loadtests.analysis.Comparison;
import dev.h2clab.loadtests.analysis.ScenarioResult;
import dev.h2clab.loadtests.stats.ColumnStats;
import dev.h2clab.loadtests.stats.Metric;
import dev.h2clab.loadtests.verdict.Verdict;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One measured grid point: its coordinates, one comparison per candidate protocol (and client), what the runner
 * noted, and the whole scenario result with every window ({@code scenario}, as results.json writes it).
 *
 * @param id          e.g. "fanout=4,delay-ms=5"
 * @param coordinates dimension option -> canonical value
 * @param measured    when and at which commit this point was measured (a resumed sweep mixes runs)
 */
public record SweepPoint(String id, Map<String, String> coordinates, List<Effect> comparisons, List<String> notes,
                         String measured, JsonNode scenario) {

    /**
     * A candidate against the baseline at this point: the verdict and the figures a map cell and the CSV show (medians
     * over the clean windows).
     *
     * @param kind           win, tie, loss (the candidate's) or none (not enough clean windows)
     * @param changePercent  the verdict's effect on its metric, positive = candidate better
     */
    public record Effect(String baseline, String candidate, String kind, String metric, double changePercent,
                         double ciLowPercent, double ciHighPercent, String verdict, int pairs,
                         double baselineThroughput, double candidateThroughput, double baselineP50Ms,
                         double candidateP50Ms, double baselineP99Ms, double candidateP99Ms,
                         double baselineConnections, double candidateConnections, double baselineBffCpuMs,
                         double candidateBffCpuMs, double baselineCatalogCpuMs, double candidateCatalogCpuMs) {

        static Effect of(String baseline, String candidate, Comparison c) {
            ColumnStats b = c.baseline();
            ColumnStats k = c.candidate();
            Verdict v = c.verdict();
            return new Effect(baseline, candidate, kind(v.kind()), v.metric(), v.changePercent(), v.ciLowPercent(),
                    v.ciHighPercent(), v.text(), v.samples(),
                    median(b, Metric.THROUGHPUT), median(k, Metric.THROUGHPUT), median(b, Metric.P50),
                    median(k, Metric.P50), median(b, Metric.P99), median(k, Metric.P99),
                    median(b, Metric.CONNECTIONS_MAX), median(k, Metric.CONNECTIONS_MAX), median(b, Metric.CPU_BFF),
                    median(k, Metric.CPU_BFF), median(b, Metric.CPU_CATALOG), median(k, Metric.CPU_CATALOG));
        }

        /** The map's mark for a verdict kind. */
        static String kind(Verdict.Kind kind) {
            return switch (kind) {
                case FASTER -> "win";
                case SLOWER -> "loss";
                case NO_CLEAR_DIFFERENCE -> "tie";
                case NOT_ENOUGH_DATA -> "none";
            };
        }

        /** "h2c" or, when clients differ, "jdk h2c": the facet an effect belongs to. */
        public String facet() {
            return candidate + " vs " + baseline;
        }

        private static double median(ColumnStats column, Metric m) {
            return column.spread(m).median();
        }
    }

    static SweepPoint of(GridPoint point, ScenarioResult result, String measured, JsonNode scenario) {
        Map<String, String> coordinates = new LinkedHashMap<>();
        point.values().forEach((d, v) -> coordinates.put(d.option(), v));
        List<Effect> effects = result.comparisons().stream().map(c -> Effect.of(result.title(c.baseline()),
                result.title(c.candidate()), c)).toList();
        return new SweepPoint(point.id(), coordinates, effects, result.notes(), measured, scenario);
    }

    /** The grid point back from its coordinates (a resumed sweep.json). */
    GridPoint point() {
        Map<Dimension, String> values = new java.util.EnumMap<>(Dimension.class);
        coordinates.forEach((k, v) -> values.put(Dimension.fromOption(k), v));
        return new GridPoint(values);
    }
}
