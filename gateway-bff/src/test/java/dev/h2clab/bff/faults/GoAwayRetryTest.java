package dev.h2clab.bff.faults;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.h2clab.bff.support.EdgeClient;
import dev.h2clab.support.metrics.PrometheusText;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;

/** A stream refused by GOAWAY (above last-stream-id, never processed) is sent again once, and counted. */
@QuarkusTest
@TestProfile(GoAwayRetryTest.Profile.class)
class GoAwayRetryTest {

    public static class Profile implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("bff.catalog.protocol", "h2c", "bff.catalog.client", "web-client");
        }

        @Override
        public List<TestResourceEntry> testResources() {
            return List.of(new TestResourceEntry(GoAwayServer.class));
        }

        @Override
        public boolean disableGlobalTestResources() {
            return true;
        }
    }

    @Test
    void refusedStreamIsRetriedOnANewConnection() {
        EdgeClient.Result result = EdgeClient.get("/bff/burst?fanout=2");

        double retries = PrometheusText.sumOrZero(EdgeClient.metrics(), "bff_downstream_retries_total",
                Map.of("reason", "goaway"));
        System.out.printf("GOAWAY refusing 1 of 2 streams: edge %d, %.0f retried, %d catalog connections%n",
                result.status(), retries, GoAwayServer.CONNECTIONS.get());
        assertThat(result.status()).as(result.body()).isEqualTo(200);
        assertThat(result.body()).contains("\"succeeded\":2");
        assertThat(retries).isEqualTo(1);
        assertThat(GoAwayServer.CONNECTIONS.get()).as("the retry went to a new connection").isEqualTo(2);
    }
}
