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
    void shortBurstComparisonVerifiesProtocolsAndCountsConnections() throws Exception {
        // Under target/, not a temp dir: the service logs stay there when something fails.
        Path out = LabLauncher.root().resolve("loadtests/target/it-results/burst");
        LabLauncher.Run run = LabLauncher.run(600, "compare", "--scenario", "burst", "--protocols", "http1,h2c",
                "--warmup", "1s", "--duration", "3s", "--repeats", "1", "--out", out.toString());
        assertThat(run.exitCode()).as(run.output()).isZero();
        assertThat(run.output()).contains("metric", "HTTP/1.1", "h2c", "change", "verdict: ");

        JsonNode root = new ObjectMapper().readTree(out.resolve("results.json").toFile());
        assertThat(root.path("schemaVersion").asInt()).isEqualTo(1);
        assertThat(root.at("/run/gitCommit").asText()).isNotBlank();
        assertThat(root.at("/run/machine/cores").asInt()).isPositive();
        JsonNode scenario = root.at("/scenarios/0");
        assertThat(scenario.at("/plan/scenario").asText()).isEqualTo("burst");
        assertThat(scenario.at("/plan/http2Pool").asInt()).isEqualTo(1);
        assertThat(scenario.path("verdicts").size()).isEqualTo(1);
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
