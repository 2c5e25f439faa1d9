package dev.h2clab.loadtests.it;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/** End to end through the real launcher: a short burst comparison on loopback, then its evidence files. */
class LabCompareIT {

    @BeforeAll
    static void jars() {
        LabLauncher.requireJars();
    }

    @Test
    void warmEngineInterleavesPairedWindowsOnLongLivedProcessesAndGivesAnInterval() throws Exception {
        Path out = LabLauncher.root().resolve("loadtests/target/it-results/warm-burst");
        // small-file with pool 1 starts its processes exactly like burst: the second scenario must reuse them
        LabLauncher.Run run = LabLauncher.run(900, "compare", "--scenario", "burst,small-file", "--pool", "1",
                "--delay-ms", "2", "--window", "1s", "--pairs", "6", "--max-warmup", "8s", "--out", out.toString());
        assertThat(run.exitCode()).as(run.output()).isZero();
        assertThat(run.output()).contains("warm-up", "window 12 (round 6,", "CPU at equal offered load",
                "verdict: h2c faster by", "95 % CI", "reusing the running processes");

        JsonNode root = new ObjectMapper().readTree(out.resolve("results.json").toFile());
        assertThat(root.at("/scenarios/1/plan/scenario").asText()).isEqualTo("small-file");
        assertThat(root.at("/scenarios/1/comparisons/0/verdict/samples").asInt()).isGreaterThanOrEqualTo(6);
        JsonNode scenario = root.at("/scenarios/0");
        assertThat(scenario.path("mode").asText()).isEqualTo("warm");
        JsonNode cells = scenario.path("cells");
        assertThat(cells.size()).isGreaterThanOrEqualTo(12);
        // one catalog and one bff per protocol for the whole run, both scenarios included
        assertThat(servicesOf(out.resolve("logs"))).isEmpty();
        assertThat(Files.list(out.resolve("logs")).filter(p -> p.toString().endsWith("-bff.log")).count()).isEqualTo(2);
        assertThat(Files.list(out.resolve("logs")).filter(p -> p.toString().endsWith("-catalog.log")).count()).isOne();
        // balanced order A B, B A, ... and every window verified, measured and sampled
        List<String> order = new ArrayList<>();
        cells.forEach(c -> order.add(c.path("protocol").asText()));
        assertThat(order.subList(0, 4)).containsExactly("http1", "h2c", "h2c", "http1");
        for (JsonNode cell : cells) {
            assertThat(cell.path("failure").isNull()).as(cell.toString()).isTrue();
            assertThat(cell.path("ok").asLong()).isPositive();
            assertThat(cell.at("/health/outsideCpuShare").isNumber()).isTrue();
            assertThat(cell.at("/cpu/idleSubtracted").asBoolean()).isTrue();
        }
        JsonNode verdict = scenario.at("/comparisons/0/verdict");
        assertThat(verdict.path("kind").asText()).isEqualTo("FASTER");
        assertThat(verdict.path("samples").asInt()).isGreaterThanOrEqualTo(6);
        assertThat(verdict.path("ciLowPercent").asDouble()).isPositive();
        JsonNode engine = scenario.path("engine");
        assertThat(engine.at("/warmup/rounds").asInt()).isPositive();
        assertThat(engine.at("/warmup/jitMsPerJvm/catalog/0").asDouble()).as("JIT time published").isPositive();
        assertThat(engine.path("idleCpuMsPerSecond").size()).isEqualTo(3);
        assertThat(engine.path("equalLoadRate").asDouble()).isPositive();
        assertThat(scenario.path("equalLoad").size()).isEqualTo(4);
        assertThat(Files.readString(out.resolve("report.html"))).contains("ratio per paired window");
    }

    @Test
    void verificationRejectsAVariantThatDidNotGetItsProtocol() throws Exception {
        // With HTTP/2 off on catalog, an Upgrade silently stays HTTP/1.1: the verifier must catch it, not measure it.
        Path out = LabLauncher.root().resolve("loadtests/target/it-results/reject");
        LabLauncher.Run run = LabLauncher.run(300, "compare", "--scenario", "single", "--protocols", "http1,h2c-upgrade",
                "--catalog-env", "QUARKUS_HTTP_HTTP2=false", "--out", out.toString());
        assertThat(run.exitCode()).as(run.output()).isEqualTo(1);
        assertThat(run.output()).contains("protocol verification failed", "HTTP_1_1");
        JsonNode scenario = new ObjectMapper().readTree(out.resolve("results.json").toFile()).at("/scenarios/0");
        assertThat(scenario.at("/comparisons/0/verdict/kind").asText()).isEqualTo("NOT_ENOUGH_DATA");
        assertThat(servicesOf(out.resolve("logs"))).isEmpty();
    }

    @Test
    void shortFreshBurstComparisonVerifiesProtocolsAndCountsConnections() throws Exception {
        // Under target/, not a temp dir: the service logs stay there when something fails.
        Path out = LabLauncher.root().resolve("loadtests/target/it-results/burst");
        LabLauncher.Run run = LabLauncher.run(600, "compare", "--scenario", "burst", "--protocols", "http1,h2c",
                "--fresh", "--warmup", "1s", "--duration", "3s", "--repeats", "1", "--out", out.toString());
        assertThat(run.exitCode()).as(run.output()).isZero();
        assertThat(run.output()).contains("metric", "HTTP/1.1", "h2c", "change", "verdict: ");

        JsonNode root = new ObjectMapper().readTree(out.resolve("results.json").toFile());
        assertThat(root.path("schemaVersion").asInt()).isEqualTo(2);
        assertThat(root.at("/run/gitCommit").asText()).isNotBlank();
        assertThat(root.at("/run/machine/cores").asInt()).isPositive();
        JsonNode scenario = root.at("/scenarios/0");
        assertThat(scenario.at("/plan/scenario").asText()).isEqualTo("burst");
        assertThat(scenario.at("/plan/http2Pool").asInt()).isEqualTo(1);
        assertThat(scenario.path("comparisons").size()).isEqualTo(1);
        assertThat(scenario.path("mode").asText()).isEqualTo("fresh");
        assertThat(scenario.path("columns").size()).isEqualTo(2);

        JsonNode cells = scenario.path("cells");
        assertThat(cells.size()).isEqualTo(2);
        for (JsonNode cell : cells) {
            assertThat(cell.path("failure").isNull()).as(cell.toString()).isTrue();
            assertThat(cell.at("/verification/passed").asBoolean()).isTrue();
            assertThat(cell.path("ok").asLong()).isPositive();
            assertThat(cell.at("/latency/p99").asDouble()).isPositive();
            assertThat(cell.path("hgrmFile").asText()).endsWith(".hgrm");
            assertThat(out.resolve(cell.path("hgrmFile").asText())).isRegularFile();
        }
        JsonNode http1 = cell(cells, "http1");
        JsonNode h2c = cell(cells, "h2c");
        assertThat(http1.at("/verification/downstreamProtocol").asText()).isEqualTo("HTTP_1_1");
        assertThat(http1.path("catalogRequests").has("HTTP_1_1")).isTrue();
        assertThat(http1.path("catalogRequests").has("HTTP_2")).isFalse();
        assertThat(h2c.at("/verification/downstreamProtocol").asText()).isEqualTo("HTTP_2");
        assertThat(h2c.path("catalogRequests").has("HTTP_1_1")).isFalse();
        // HTTP/2 pool 1: one multiplexed connection through the whole window, in the kernel's socket table
        List<Integer> kernel = ints(h2c.at("/connections/kernel"));
        assertThat(kernel).isNotEmpty().allMatch(n -> n == 1);
        assertThat(ints(h2c.at("/connections/metric"))).allMatch(n -> n == 1);

        assertThat(Files.readString(out.resolve("summary.md"))).contains("| metric | HTTP/1.1 | h2c | change |");
        String html = Files.readString(out.resolve("report.html"));
        assertThat(html).contains("<svg").doesNotContain("<script");
        assertThat(out.resolve("logs")).isDirectoryContaining(p -> p.toString().endsWith("-catalog.log"));
        assertThat(servicesOf(out.resolve("logs"))).as("no service of this run left running").isEmpty();
    }

    @Test
    void badOptionsExitWith2BeforeStartingAnything() throws Exception {
        LabLauncher.Run run = LabLauncher.run(120, "compare", "--protocols", "http3");
        assertThat(run.exitCode()).isEqualTo(2);
        assertThat(run.output()).contains("unknown protocol 'http3'");
    }

    private static JsonNode cell(JsonNode cells, String protocol) {
        for (JsonNode c : cells) {
            if (c.path("protocol").asText().equals(protocol)) {
                return c;
            }
        }
        throw new AssertionError("no " + protocol + " cell in " + cells);
    }

    private static List<Integer> ints(JsonNode array) {
        List<Integer> out = new ArrayList<>();
        array.forEach(n -> out.add(n.asInt()));
        return out;
    }

    /** Live services started by the run that logs to {@code logDir} (they carry it as -Dh2clab.owner). */
    static List<Long> servicesOf(Path logDir) {
        String marker = "-Dh2clab.owner=" + logDir.toAbsolutePath();
        return ProcessHandle.allProcesses()
                .filter(p -> p.info().commandLine().map(c -> c.contains(marker)).orElse(false))
                .map(ProcessHandle::pid).toList();
    }
}
