package dev.h2clab.loadtests.it;

import com.fasterxml.jackson.databind.JsonNode;
import dev.h2clab.support.process.Command;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/** {@code --pods netns} end to end: driver, bff and catalog in their own namespaces (needs root, ip, nft). */
class LabCompareNetnsIT {

    @BeforeAll
    static void rootAndTools() {
        LabLauncher.requirePodNetwork("the netns end-to-end test");
        LabLauncher.requireJars();
    }

    @Test
    void burstAcrossPodsCountsWireBytesAndLeavesNoNamespace() throws Exception {
        Path out = LabLauncher.root().resolve("loadtests/target/it-results/burst-netns");
        LabLauncher.Run run = LabLauncher.run(600, "compare", "--scenario", "burst", "--pods", "netns",
                "--window", "1s", "--pairs", "6", "--max-warmup", "6s", "--out", out.toString());
        assertThat(run.exitCode()).as(run.output()).isZero();
        assertThat(run.output()).contains("wire bytes per downstream request");

        JsonNode root = new ObjectMapper().readTree(out.resolve("results.json").toFile());
        assertThat(root.at("/run/placement").asText()).startsWith("netns");
        assertThat(root.at("/scenarios/0/mode").asText()).isEqualTo("warm");
        assertThat(root.at("/scenarios/0/cells").size()).isGreaterThanOrEqualTo(12);
        for (JsonNode cell : root.at("/scenarios/0/cells")) {
            assertThat(cell.at("/verification/passed").asBoolean()).as(cell.toString()).isTrue();
            assertThat(cell.path("wireBytesPerDownstreamRequest").asDouble()).isPositive();
            if (cell.path("protocol").asText().equals("h2c")) {
                cell.at("/connections/kernel").forEach(n -> assertThat(n.asInt()).isEqualTo(1));
            }
        }
        String namespaces = Command.run(List.of("ip", "netns", "list"), null, Duration.ofSeconds(10)).stdout();
        assertThat(namespaces).as("the run's pod network is removed").doesNotContainPattern("h2clab-lab\\d+-");
        assertThat(LabCompareIT.servicesOf(out.resolve("logs"))).isEmpty();
    }
}
