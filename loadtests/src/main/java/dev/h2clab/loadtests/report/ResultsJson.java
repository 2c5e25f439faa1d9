package dev.h2clab.loadtests.report;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.h2clab.loadtests.analysis.Comparison;
import dev.h2clab.loadtests.analysis.ScenarioResult;
import dev.h2clab.loadtests.stats.ColumnStats;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code results.json}: run facts, every scenario's plan, every raw window (or cell) figure, aggregates, the warm
 * engine's facts and the comparisons with their verdicts. Schema 2: warm engine, comparisons with intervals.
 */
public final class ResultsJson {

    /** Bumped when a field changes meaning, so scripts reading old results can tell. */
    public static final int SCHEMA_VERSION = 2;

    private ResultsJson() {
    }

    public static void write(Path file, RunInfo info, List<ScenarioResult> reports) throws IOException {
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("schemaVersion", SCHEMA_VERSION);
        root.put("run", info);
        root.put("scenarios", reports);
        mapper().writeValue(file.toFile(), root);
    }

    public static ObjectMapper mapper() {
        // Durations as ISO-8601 ("PT20S"): unambiguous units for scripts reading the file.
        return new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).findAndRegisterModules()
                .disable(SerializationFeature.WRITE_DURATIONS_AS_TIMESTAMPS)
                .addMixIn(ColumnStats.class, ColumnWithoutCells.class)
                .addMixIn(Comparison.class, ComparisonWithoutPairs.class);
    }

    /** A column's windows are already under the scenario's {@code cells}: writing them twice doubled the file. */
    @JsonIgnoreProperties({"cells"})
    private abstract static class ColumnWithoutCells {
    }

    /** A comparison's pairs are windows of the same round, already under {@code cells}. */
    @JsonIgnoreProperties({"pairs"})
    private abstract static class ComparisonWithoutPairs {
    }
}
