package dev.h2clab.bff.errors;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import dev.h2clab.bff.support.EdgeClient;
import dev.h2clab.bff.config.ClientKind;

/** A full pool wait queue answers 503 and nothing hangs (plus the timeout checks of the parent). */
abstract class BusyDownstreamContract extends SlowDownstreamContract {

    BusyDownstreamContract(ClientKind client) {
        super(client);
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

}
