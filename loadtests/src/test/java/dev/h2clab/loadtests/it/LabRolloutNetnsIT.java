package dev.h2clab.loadtests.it;

import com.fasterxml.jackson.databind.JsonNode;
import dev.h2clab.support.process.Command;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * {@code ./lab rollout --pods netns}: each replica in its own pod behind a kernel Service (nftables DNAT, conntrack),
 * replaced under load; the Service's endpoints are rewritten and the pod network is gone afterwards (needs root).
 */
class LabRolloutNetnsIT {

    @BeforeAll
    static void rootAndTools() {
        LabLauncher.requirePodNetwork("the netns rollout");
        LabLauncher.requireJars();
    }

    @Test
    void replacesReplicasBehindAKernelService() throws Exception {
        JsonNode root = LabRolloutIT.rollOut("rollout-netns", "--pods", "netns");

        assertThat(root.at("/run/placement").asText()).startsWith("netns");
        for (JsonNode r : root.path("results")) {
            assertThat(r.at("/steps/0/oldEndpoint").asText()).as("a pod address, not loopback")
                    .startsWith("10.244.").endsWith(":8081");
            assertThat(r.path("balancerRefused").asLong()).isEqualTo(-1);
        }
        String namespaces = Command.run(List.of("ip", "netns", "list"), null, Duration.ofSeconds(10)).stdout();
        assertThat(namespaces).as("the run's pod network is removed").doesNotContainPattern("h2clab-lab\\d+-");
    }
}
