package dev.h2clab.bff.matrix;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.h2clab.bff.config.ClientKind;
import dev.h2clab.bff.config.Protocol;
import dev.h2clab.bff.support.AppProcess;
import dev.h2clab.bff.support.CatalogProcessResource;
import dev.h2clab.bff.support.EdgeClient;
import dev.h2clab.support.metrics.PrometheusText;
import dev.h2clab.support.metrics.PrometheusText.Sample;

/**
 * For one protocol x client combination: 50 concurrent edge requests all succeed, say the intended downstream
 * version, and catalog-service's own counter shows every call arrived with that version. Then the bff's metric
 * names and tags are checked against the public contract.
 */
abstract class ProtocolMatrixContract {

    private static final int REQUESTS = 50;
    /** Downstream calls per edge request: products 1, burst?fanout=4 4, page 5. */
    private static final int[] CALLS = { 1, 4, 5 };

    private final Protocol protocol;
    private final ClientKind client;

    ProtocolMatrixContract(Protocol protocol, ClientKind client) {
        this.protocol = protocol;
        this.client = client;
    }

    @Test
    void everyCallArrivesWithTheIntendedHttpVersion() {
        AppProcess catalog = CatalogProcessResource.current();
        String expected = protocol.expectedWireVersion();
        String other = protocol.isHttp2() ? "HTTP_1_1" : "HTTP_2";
        double expectedBefore = catalogRequests(catalog, expected);
        double otherBefore = catalogRequests(catalog, other);

        List<String> paths = new ArrayList<>();
        int expectedCalls = 0;
        for (int i = 0; i < REQUESTS; i++) {
            paths.add(switch (i % 3) {
                case 0 -> "/bff/products/" + i;
                case 1 -> "/bff/burst?fanout=4";
                default -> "/bff/page/" + i;
            });
            expectedCalls += CALLS[i % 3];
        }
        List<EdgeClient.Result> results = EdgeClient.getAll(paths);

        assertThat(results).allSatisfy(r -> {
            assertThat(r.status()).as("status of %s: %s", r.path(), r.body()).isEqualTo(200);
            assertThat(r.downstreamProtocol()).as("x-downstream-protocol of %s", r.path()).isEqualTo(expected);
        });
        assertThat(results).filteredOn(r -> r.path().startsWith("/bff/burst"))
                .allSatisfy(r -> assertThat(r.body()).contains("\"succeeded\":4", "\"failed\":0"));
        assertThat(catalogRequests(catalog, expected) - expectedBefore)
                .as("catalog requests counted as %s", expected).isEqualTo(expectedCalls);
        assertThat(catalogRequests(catalog, other) - otherBefore).as("catalog requests counted as %s", other)
                .isZero();
        assertContractMetrics(catalog.port());
    }

    private void assertContractMetrics(int catalogPort) {
        String metrics = EdgeClient.metrics();
        assertThat(PrometheusText.sumOrZero(metrics, "bff_downstream_seconds_count", Map.of("protocol",
                protocol.configName(), "client", client.configName(), "endpoint", "items", "outcome", "ok")))
                .isPositive();
        List<Double> bounds = PrometheusText.samples(metrics, "bff_downstream_seconds_bucket").stream()
                .map(s -> s.labels().get("le")).filter(le -> !le.equals("+Inf")).map(Double::valueOf).toList();
        assertThat(bounds).as("bff_downstream_seconds buckets").contains(1.0e-4, 10.0)
                .allSatisfy(le -> assertThat(le).isBetween(1.0e-4, 10.0));
        assertThat(PrometheusText.samples(metrics, "lab_tcp_established")).singleElement()
                .satisfies(s -> assertThat(s.labels()).containsEntry("direction", "outbound")
                        .containsEntry("peer_port", Integer.toString(catalogPort)));
        assertThat(PrometheusText.samples(metrics, "http_server_requests_seconds_bucket").stream()
                .map(s -> s.labels().get("uri"))).contains("/bff/products/{id}", "/bff/page/{id}", "/bff/burst")
                .allSatisfy(uri -> assertThat(uri).doesNotMatch(".*/[0-9]+$"));
        assertThat(PrometheusText.samples(metrics, "bff_catalog_client_info")).as("bff_catalog_client_info")
                .singleElement().satisfies(s -> {
                    assertThat(s.value()).isEqualTo(1.0);
                    assertThat(s.labels()).containsEntry("protocol", protocol.configName())
                            .containsEntry("client", client.configName())
                            .containsEntry("flush_consolidation", "true").containsEntry("admission", "pool")
                            .containsKeys("http1_pool_size", "http2_pool_size", "http2_multiplexing_limit",
                                    "max_connection_age", "max_in_flight_calls");
                });
        if (client != ClientKind.JDK) {
            List<Sample> requests = PrometheusText.samples(metrics, "http_client_requests_seconds_bucket");
            assertThat(requests).isNotEmpty().allSatisfy(s -> assertThat(s.labels())
                    .doesNotContainKey("address").containsEntry("clientName", "catalog"));
            assertThat(requests.stream().map(s -> s.labels().get("uri")).distinct())
                    .containsExactlyInAnyOrder("/catalog/items/{id}", "/catalog/categories");
        }
    }

    private static double catalogRequests(AppProcess catalog, String protocol) {
        return PrometheusText.sumOrZero(catalog.metrics(), "catalog_requests_total", Map.of("protocol", protocol));
    }

}
