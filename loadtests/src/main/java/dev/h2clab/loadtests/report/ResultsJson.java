package dev.h2clab.loadtests.report;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** {@code results.json}: run facts, every scenario's plan, every raw cell figure, aggregates and verdicts. */
public final class ResultsJson {

    /** Bumped when a field changes meaning, so scripts reading old results can tell. */
    public static final int SCHEMA_VERSION = 1;

    private ResultsJson() {
    }

    public static void write(Path file, RunInfo info, List<ScenarioReport> reports) throws IOException {
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("schemaVersion", SCHEMA_VERSION);
        root.put("run", info);
        root.put("scenarios", reports);
        mapper().writeValue(file.toFile(), root);
    }

    public static ObjectMapper mapper() {
        // Durations as ISO-8601 ("PT20S"): unambiguous units for scripts reading the file.
        return new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).findAndRegisterModules()
                .disable(SerializationFeature.WRITE_DURATIONS_AS_TIMESTAMPS);
    }
}
