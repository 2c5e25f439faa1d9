package dev.h2clab.bff.errors;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.time.Duration;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.h2clab.bff.support.EdgeClient;
import dev.h2clab.support.metrics.PrometheusText;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

/** Refused connections answer 502 problem+json quickly, and are counted as connect_error. */
@QuarkusTest
@TestProfile(DownstreamDownProfile.class)
class DownstreamDownTest {

    /** Generous for a loaded 2-core machine; a hang would take the 30 s client timeout. */
    private static final long MARGIN_MS = 4000;

    @Test
    void refusedConnectionsAnswer502Promptly() {
        double before = connectErrors();
        for (String path : new String[] { "/bff/products/7", "/bff/page/7" }) {
            EdgeClient.Result result = EdgeClient.get(path);
            assertThat(result.status()).as(result.body()).isEqualTo(502);
            assertThat(result.contentType()).isEqualTo("application/problem+json");
            assertThat(result.body()).contains("\"status\":502", "connect_error", "\"instance\":\"" + path + "\"");
            assertThat(result.millis()).isLessThan(DownstreamDownProfile.CONNECT_TIMEOUT_MS + MARGIN_MS);
        }
        EdgeClient.Result burst = EdgeClient.get("/bff/burst?fanout=4");
        assertThat(burst.status()).isEqualTo(502);
        assertThat(burst.body()).contains("\"succeeded\":0", "\"failed\":4", "\"fanout\":4");
        // the edge answers at the first failure; the siblings' own refusals are recorded as they end
        await().atMost(Duration.ofSeconds(5))
                .untilAsserted(() -> assertThat(connectErrors() - before).isEqualTo(1 + 5 + 4));
    }

    private static double connectErrors() {
        return PrometheusText.sumOrZero(EdgeClient.metrics(), "bff_downstream_seconds_count",
                Map.of("outcome", "connect_error", "client", "web-client", "protocol", "http1"));
    }
}
