package dev.h2clab.bff.errors;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.h2clab.bff.support.EdgeClient;
import dev.h2clab.bff.support.PrometheusText;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

/** A downstream slower than the timeout answers 504; a full pool wait queue answers 503; nothing hangs. */
@QuarkusTest
@TestProfile(ConstrainedPoolProfile.class)
class SlowAndBusyDownstreamTest {

    private static final long MARGIN_MS = 3000;

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

    @Test
    void fullWaitQueueAnswers503AndEveryRequestEnds() {
        double before = outcomes("queue_full");
        List<String> paths = new ArrayList<>();
        for (int i = 0; i < 20; i++) {
            paths.add("/bff/products/" + i + "?delayMs=200");
        }
        List<EdgeClient.Result> results = EdgeClient.getAll(paths);

        assertThat(results).allSatisfy(r -> assertThat(r.status()).isIn(200, 503, 504));
        assertThat(results).filteredOn(r -> r.status() == 503).isNotEmpty().allSatisfy(r -> {
            assertThat(r.contentType()).isEqualTo("application/problem+json");
            assertThat(r.body()).contains("\"status\":503", "queue_full");
        });
        assertThat(results).allSatisfy(r -> assertThat(r.millis())
                .isLessThan(ConstrainedPoolProfile.REQUEST_TIMEOUT_MS + MARGIN_MS));
        assertThat(outcomes("queue_full") - before)
                .isEqualTo(results.stream().filter(r -> r.status() == 503).count());
    }

    @Test
    void fanOutBeyondTheQueueReportsPartialSuccess() {
        EdgeClient.Result result = EdgeClient.get("/bff/burst?fanout=16");
        assertThat(result.status()).as(result.body()).isEqualTo(503);
        assertThat(result.body()).contains("\"fanout\":16", "queue_full").doesNotContain("\"failed\":0");
    }

    private static double outcomes(String outcome) {
        return PrometheusText.sum(EdgeClient.metrics(), "bff_downstream_seconds_count", Map.of("outcome", outcome));
    }
}
