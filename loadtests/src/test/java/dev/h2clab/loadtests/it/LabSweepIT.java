package dev.h2clab.loadtests.it;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A 2 x 2 sweep (fanout x delay, one set of services) through the real launcher, interrupted with Ctrl-C after two
 * points and resumed: the interrupted run leaves valid partial files, the resume measures only the missing points on
 * one start of the services, and every point ends with a verdict and its windows.
 */
class LabSweepIT {

    private static final ObjectMapper JSON = new ObjectMapper();

    @BeforeAll
    static void jars() {
        LabLauncher.requireJars();
    }

    @Test
    void anInterruptedSweepLeavesAValidPartialReportAndResumes() throws Exception {
        Path out = LabLauncher.root().resolve("loadtests/target/it-results/sweep");
        deleteRecursively(out);
        LabLauncher.Run first = LabLauncher.run(600, () -> measured(out) >= 2, "sweep", "--fanout", "1,4",
                "--delay-ms", "0,5", "--vus", "2", "--pool", "1", "--pairs", "6", "--window", "1s", "--max-warmup",
                "6s", "--out", out.toString());
        System.out.println(first.output());
        assertThat(first.output()).contains("4 points (0 measured before), 1 start(s) of the services");
        JsonNode partial = JSON.readTree(out.resolve("sweep.json").toFile());
        assertThat(partial.path("complete").asBoolean()).as("interrupted: partial").isFalse();
        assertThat(partial.path("points").size()).isBetween(2, 3);
        assertThat(Files.readString(out.resolve("sweep.html"))).contains("<svg", "(partial");
        assertThat(out.resolve("sweep.json.tmp")).doesNotExist();

        LabLauncher.Run resumed = LabLauncher.run(600, "sweep", "--resume", out.toString());
        System.out.println(resumed.output());
        assertThat(resumed.exitCode()).as(resumed.output()).isZero();
        assertThat(resumed.output()).contains("measured by the earlier run, kept")
                .contains("h2c vs HTTP/1.1: change in throughput").contains("fanout 4").contains("delay ms 5");
        assertThat(resumed.output().split("starting catalog-service", -1)).as("services started once").hasSize(2);

        JsonNode sweep = JSON.readTree(out.resolve("sweep.json").toFile());
        assertThat(sweep.path("complete").asBoolean()).isTrue();
        assertThat(sweep.path("run").path("arguments").path(0).asText()).isEqualTo("sweep");
        assertThat(sweep.path("points")).hasSize(4);
        for (JsonNode p : sweep.path("points")) {
            JsonNode effect = p.path("comparisons").path(0);
            assertThat(effect.path("kind").asText()).as(p.path("id").asText()).isIn("win", "tie", "loss");
            assertThat(effect.path("pairs").asInt()).isGreaterThanOrEqualTo(6);
            assertThat(p.path("scenario").path("cells").size()).as("every window kept").isGreaterThanOrEqualTo(12);
        }
        JsonNode slowFanOut = sweep.path("points").path(3);
        assertThat(slowFanOut.path("id").asText()).isEqualTo("fanout=4,delay-ms=5,vus=2,pool=1");
        assertThat(slowFanOut.path("comparisons").path(0).path("kind").asText())
                .as("4 calls of 5 ms on one connection each way: h2c multiplexes them").isEqualTo("win");
        List<String> csv = Files.readAllLines(out.resolve("sweep.csv"));
        assertThat(csv).hasSize(5);
        assertThat(Files.readString(out.resolve("sweep.html"))).contains("<svg", "4 of 4 points measured");

        LabLauncher.Run refused = LabLauncher.run(60, "sweep", "--resume", out.toString(), "--pool", "4");
        assertThat(refused.exitCode()).isEqualTo(2);
        assertThat(refused.output()).contains("--resume takes no other option");
    }

    private static int measured(Path out) {
        try {
            return JSON.readTree(out.resolve("sweep.json").toFile()).path("points").size();
        } catch (IOException e) {
            return 0; // not written yet
        }
    }

    private static void deleteRecursively(Path dir) throws IOException {
        if (Files.exists(dir)) {
            try (var paths = Files.walk(dir)) {
                paths.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
    }
}
