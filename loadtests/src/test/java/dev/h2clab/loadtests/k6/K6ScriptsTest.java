package dev.h2clab.loadtests.k6;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.h2clab.loadtests.scenario.CellPlan;
import dev.h2clab.support.process.Command;
import dev.h2clab.loadtests.scenario.ClientKind;
import dev.h2clab.loadtests.scenario.Overrides;
import dev.h2clab.loadtests.scenario.PlanBuilder;
import dev.h2clab.loadtests.scenario.Presets;
import dev.h2clab.loadtests.scenario.Protocol;
import dev.h2clab.loadtests.scenario.RequestPaths;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

/**
 * k6 is not installed here, so node checks what can be checked: every script parses, and the k6 helpers
 * resolve each preset (with environment overrides) to the same load and the same bff path as the Java runner.
 */
class K6ScriptsTest {

    private static final Path K6 = Path.of("k6").toAbsolutePath();

    @BeforeAll
    static void nodeIsInstalled() throws Exception {
        try {
            Command.Result r = node(List.of("--version"), Map.of());
            assertThat(r.exitCode()).as("node --version: " + r.stderr()).isZero();
        } catch (UncheckedIOException e) {
            fail("node is required to check the k6 scripts (Debian: apt-get install nodejs; CI installs it): " + e);
        }
    }

    @Test
    void everyScriptParses() throws Exception {
        List<Path> scripts;
        try (Stream<Path> files = Files.walk(K6)) {
            scripts = files.filter(p -> p.toString().endsWith(".js")).toList();
        }
        assertThat(scripts).extracting(p -> p.getFileName().toString()).contains("scenario.js", "options.js");
        for (Path script : scripts) {
            Command.Result r = node(List.of("--check", script.toString()), Map.of());
            assertThat(r.exitCode()).as(script + ": " + r.stderr()).isZero();
        }
    }

    @Test
    void theScriptReadsTheSharedPresets() throws IOException {
        String script = Files.readString(K6.resolve("scenario.js"));
        assertThat(script).contains("open('./presets.json')").contains("from './lib/options.js'")
                .contains("__ENV.BASE_URL").contains("__ENV.SCENARIO");
    }

    @Test
    void k6PresetsMatchTheRunnersPresets() throws Exception {
        JsonNode k6 = resolveWithNode(Map.of());
        assertThat(k6.size()).isEqualTo(Presets.names().size());
        for (String name : Presets.names()) {
            CellPlan plan = PlanBuilder.build(name, overrides(), false);
            JsonNode s = k6.get(name);
            assertThat(s.get("vus").asInt()).as(name).isEqualTo(plan.vus());
            assertThat(s.get("fanout").asInt()).as(name).isEqualTo(plan.fanout());
            assertThat(s.get("bytes").asLong()).as(name).isEqualTo(plan.bytes());
            assertThat(s.get("delayMs").asInt()).as(name).isEqualTo(plan.delayMs());
            assertThat(s.get("rampSeconds").asLong()).as(name).isEqualTo(plan.ramp().toSeconds());
            assertThat(s.get("steadySeconds").asLong()).as(name).isEqualTo(plan.duration().toSeconds());
            assertThat(s.get("path").asText()).as(name).isEqualTo(RequestPaths.pathFor(plan, 42));
            JsonNode stages = s.at("/options/scenarios/" + name + "/stages");
            assertThat(stages.get(0).get("duration").asText()).isEqualTo(plan.ramp().toSeconds() + "s");
            assertThat(stages.get(1).get("target").asInt()).isEqualTo(plan.vus());
            assertThat(s.at("/options/thresholds/http_req_failed/0").asText()).startsWith("rate<");
        }
    }

    @Test
    void environmentOverridesReachThePath() throws Exception {
        JsonNode burst = resolveWithNode(Map.of("VUS", "7", "FANOUT", "16", "BYTES", "1024", "DELAY_MS", "5",
                "STEADY", "9")).get("burst");
        assertThat(burst.get("vus").asInt()).isEqualTo(7);
        assertThat(burst.get("steadySeconds").asInt()).isEqualTo(9);
        assertThat(burst.get("path").asText())
                .isEqualTo(RequestPaths.pathFor("burst", 16, 1024, 5, 42));
    }

    private static Overrides overrides() {
        return Overrides.builder().protocols(Protocol.HTTP1).build();
    }

    /** Runs the k6 helper module under node for every preset and returns {name: resolved + path + options}. */
    private static JsonNode resolveWithNode(Map<String, String> env) throws Exception {
        String program = """
                import { readFileSync } from 'node:fs';
                import { resolve, pathFor, optionsFor } from '%s';
                const presets = JSON.parse(readFileSync('%s', 'utf8'));
                const env = JSON.parse(process.env.K6_TEST_ENV);
                const out = {};
                for (const name of Object.keys(presets)) {
                  const s = resolve(presets, name, env);
                  out[name] = { ...s, path: pathFor(s, 42), options: optionsFor(s) };
                }
                console.log(JSON.stringify(out));
                """.formatted(K6.resolve("lib/options.js").toUri(), K6.resolve("presets.json"));
        Command.Result r = node(List.of("--input-type=module", "-e", program),
                Map.of("K6_TEST_ENV", new ObjectMapper().writeValueAsString(env)));
        assertThat(r.exitCode()).as(r.stderr()).isZero();
        return new ObjectMapper().readTree(r.stdout());
    }

    /** node with {@code args}; stdout alone carries what a script prints, so a warning cannot break its JSON. */
    private static Command.Result node(List<String> args, Map<String, String> env) {
        List<String> cmd = new ArrayList<>(List.of("node"));
        cmd.addAll(args);
        return Command.run(cmd, env, null, Duration.ofSeconds(60));
    }
}
