package dev.h2clab.loadtests.it;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * End to end through the real launcher: a short rollout of two catalog replicas per protocol, then its evidence. It
 * checks the machinery (every replica replaced, drained and gone, nothing left on an old replica, each request
 * accounted for), and prints what each protocol lost; how many is the experiment's answer, not a pass mark.
 */
class LabRolloutIT {

    @BeforeAll
    static void jars() {
        LabLauncher.requireJars();
    }

    @Test
    void replacesEveryReplicaUnderLoadAndAccountsForEachRequest() throws Exception {
        JsonNode root = rollOut("rollout");
        assertThat(root.at("/run/placement").asText()).startsWith("loopback");
    }

    /** A short two-replica rollout per protocol with {@code extra} options, checked; returns its rollout.json. */
    static JsonNode rollOut(String name, String... extra) throws Exception {
        Path out = LabLauncher.root().resolve("loadtests/target/it-results/" + name);
        List<String> args = new ArrayList<>(List.of("rollout", "--replicas", "2", "--rate", "50", "--warmup", "3s",
                "--duration", "10s", "--start-at", "2s", "--interval", "1s", "--out", out.toString()));
        args.addAll(List.of(extra));
        LabLauncher.Run run = LabLauncher.run(600, args.toArray(String[]::new));
        System.out.println(run.output());
        assertThat(run.exitCode()).as(run.output()).isZero();
        assertThat(run.output()).contains("protocol check: catalog saw", "retried (GOAWAY)", "lost of");

        JsonNode root = new ObjectMapper().readTree(out.resolve("rollout.json").toFile());
        JsonNode results = root.path("results");
        assertThat(results.size()).isEqualTo(2);
        Set<String> protocols = new HashSet<>();
        for (JsonNode r : results) {
            protocols.add(r.path("protocol").asText());
            assertThat(r.path("warnings").size()).as(r.toString()).isZero();
            JsonNode steps = r.path("steps");
            assertThat(steps.size()).isEqualTo(2);
            Set<String> successors = new HashSet<>();
            for (JsonNode step : steps) {
                assertThat(step.path("exitCode").asInt()).as("old replica ended by its SIGTERM, not killed")
                        .isEqualTo(143);
                assertThat(step.path("exitedAt").asDouble() - step.path("sigtermAt").asDouble())
                        .as("drain within the catalog's shutdown bound").isBetween(0.0, 24.0);
                successors.add(step.path("newEndpoint").asText());
            }
            // the bff's connections all ended up on successors: old replicas kept none
            r.path("connectionsAtEnd").fieldNames().forEachRemaining(endpoint -> {
                if (r.path("connectionsAtEnd").path(endpoint).asInt() > 0) {
                    assertThat(successors).as("connections at the end of " + r.path("protocol")).contains(endpoint);
                }
            });
            JsonNode a = r.path("analysis");
            long requests = a.path("before").path("requests").asLong() + a.path("during").path("requests").asLong()
                    + a.path("after").path("requests").asLong();
            assertThat(requests).as("50 req/s for 10 s, each due request accounted for").isEqualTo(500L);
            assertThat(a.path("during").path("requests").asLong()).isPositive();
            assertThat(a.path("timeline").size()).isEqualTo(10);
            Path csv = out.resolve(r.path("protocol").asText() + "-1/requests.csv");
            assertThat(Files.readAllLines(csv)).hasSize((int) requests + 1);
        }
        assertThat(protocols).containsExactlyInAnyOrder("http1", "h2c");
        assertThat(Files.readString(out.resolve("rollout.md"))).contains("Timeline", "| h2c | 1 | 1 |",
                "`./lab rollout --replicas 2 --rate 50");
        return root;
    }
}
