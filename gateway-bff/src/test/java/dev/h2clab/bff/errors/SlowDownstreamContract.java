package dev.h2clab.bff.errors;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.time.Duration;
import java.util.Map;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import dev.h2clab.bff.config.ClientKind;
import dev.h2clab.bff.support.EdgeClient;
import dev.h2clab.support.metrics.PrometheusText;

/** A downstream slower than the request timeout answers 504 problem+json within the timeout plus a margin. */
abstract class SlowDownstreamContract {

    static final long MARGIN_MS = 3000;

    private final ClientKind client;

    SlowDownstreamContract(ClientKind client) {
        this.client = client;
    }

    /** The first calls of a fresh client (class loading, JIT) can exceed 300 ms on a loaded machine. */
    @BeforeEach
    void warmUp() {
        await("a warm downstream call within the request timeout").atMost(Duration.ofSeconds(60))
                .pollInterval(Duration.ofMillis(200))
                .until(() -> EdgeClient.get("/bff/products/1").status() == 200);
    }

    @Test
    void slowerThanTheRequestTimeoutAnswers504() {
        double before = outcomes("timeout");
        EdgeClient.Result result = EdgeClient.get("/bff/products/3?delayMs=3000");
        assertThat(result.status()).as(result.body()).isEqualTo(504);
        assertThat(result.contentType()).isEqualTo("application/problem+json");
        assertThat(result.body()).contains("\"status\":504", "timeout");
        assertThat(result.millis()).isGreaterThanOrEqualTo(ConstrainedPoolProfile.REQUEST_TIMEOUT_MS - 50)
                .isLessThan(ConstrainedPoolProfile.REQUEST_TIMEOUT_MS + MARGIN_MS);
        assertThat(outcomes("timeout") - before).isEqualTo(1);
    }

    /** Count of {@code bff_downstream_seconds} samples of this client with the given outcome. */
    double outcomes(String outcome) {
        return PrometheusText.sumOrZero(EdgeClient.metrics(), "bff_downstream_seconds_count",
                Map.of("outcome", outcome, "client", client.configName()));
    }
}
