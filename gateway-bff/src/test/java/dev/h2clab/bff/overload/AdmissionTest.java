package dev.h2clab.bff.overload;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.h2clab.bff.support.EdgeClient;
import dev.h2clab.support.metrics.PrometheusText;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

/** The edge admits requests while their downstream calls fit the limit and refuses the rest at once. */
@QuarkusTest
@TestProfile(AdmissionProfile.class)
class AdmissionTest {

    @Test
    void requestsBeyondTheLimitGet503WithRetryAfterBeforeAnyCall() {
        double rejectedBefore = rejected();
        double callsBefore = downstreamCalls();
        List<String> paths = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            paths.add("/bff/products/" + i + "?delayMs=1000"); // all ten arrive while the first four still run
        }
        List<EdgeClient.Result> results = EdgeClient.getAll(paths);

        List<EdgeClient.Result> refused = results.stream().filter(r -> r.status() == 503).toList();
        System.out.printf("admission: limit %d calls, 10 concurrent single calls -> %d admitted, %d refused"
                + " (slowest refusal %d ms)%n", AdmissionProfile.LIMIT, results.size() - refused.size(), refused.size(),
                refused.stream().mapToLong(EdgeClient.Result::millis).max().orElse(-1));
        assertThat(results).filteredOn(r -> r.status() == 200).hasSize(AdmissionProfile.LIMIT);
        assertThat(refused).hasSize(10 - AdmissionProfile.LIMIT).allSatisfy(r -> {
            assertThat(r.contentType()).isEqualTo("application/problem+json");
            assertThat(r.retryAfter()).isEqualTo("2");
            assertThat(r.body()).contains("\"outcome\":\"overload\"", "\"maxInFlightCalls\":4",
                    "bff.catalog.max-in-flight-calls");
            assertThat(r.millis()).as("refused at once, not after the 1 s call").isLessThan(900);
        });
        assertThat(rejected() - rejectedBefore).isEqualTo(10 - AdmissionProfile.LIMIT);
        assertThat(downstreamCalls() - callsBefore).as("refused requests made no downstream call")
                .isEqualTo(AdmissionProfile.LIMIT);
        assertThat(PrometheusText.sumOrZero(EdgeClient.metrics(), "bff_edge_in_flight_calls", Map.of()))
                .as("every permit returned").isZero();
    }

    @Test
    void aFanOutLargerThanTheLimitRunsWhenNothingElseIsInFlight() {
        EdgeClient.Result result = EdgeClient.get("/bff/burst?fanout=16");
        assertThat(result.status()).as(result.body()).isEqualTo(200);
        assertThat(result.body()).contains("\"succeeded\":16");
    }

    @Test
    void aPageOfFiveCallsRunsAloneAndASecondOneIsRefused() {
        List<EdgeClient.Result> results = EdgeClient.getAll(List.of("/bff/page/1?delayMs=400", "/bff/page/2?delayMs=400"));
        assertThat(results).extracting(EdgeClient.Result::status).containsExactlyInAnyOrder(200, 503);
    }

    private static double rejected() {
        return PrometheusText.sumOrZero(EdgeClient.metrics(), "bff_edge_rejected_total", Map.of("reason", "overload"));
    }

    private static double downstreamCalls() {
        return PrometheusText.sumOrZero(EdgeClient.metrics(), "bff_downstream_seconds_count", Map.of());
    }
}
