package dev.h2clab.support.metrics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;

import org.junit.jupiter.api.Test;

class PrometheusTextTest {

    private static final String TEXT = """
            # HELP catalog_requests_total Requests by HTTP version
            # TYPE catalog_requests_total counter
            catalog_requests_total{endpoint="items",protocol="HTTP_2"} 10.0
            catalog_requests_total{endpoint="categories",protocol="HTTP_2"} 5.0
            catalog_requests_total{endpoint="items",protocol="HTTP_1_1"} 2.0
            catalog_requests_total_created{endpoint="items",protocol="HTTP_2"} 1.7E9
            lab_tcp_established{direction="outbound",peer_port="8081"} 1.0
            lab_tcp_established{direction="outbound",peer_port="9999"} 3.0
            http_server_requests_seconds_bucket{uri="/a,b",le="+Inf",note="say \\"hi\\""} 7.0
            process_uptime_seconds 12.5

            """;

    @Test
    void parsesNamesLabelsAndValuesIncludingCommasAndEscapedQuotes() {
        assertThat(PrometheusText.parse(TEXT)).hasSize(8);
        PrometheusText.Sample bucket = PrometheusText.samples(TEXT, "http_server_requests_seconds_bucket").get(0);
        assertThat(bucket.labels()).containsEntry("uri", "/a,b").containsEntry("le", "+Inf")
                .containsEntry("note", "say \"hi\"");
        assertThat(PrometheusText.samples(TEXT, "process_uptime_seconds").get(0).value()).isEqualTo(12.5);
    }

    @Test
    void sumsOnlySeriesOfTheExactNameCarryingTheLabels() {
        assertThat(PrometheusText.sum(TEXT, "catalog_requests_total", Map.of("protocol", "HTTP_2"))).isEqualTo(15.0);
        assertThat(PrometheusText.sum(TEXT, "catalog_requests_total", Map.of())).isEqualTo(17.0);
        assertThat(PrometheusText.sumBy(TEXT, "catalog_requests_total", "protocol"))
                .containsExactlyInAnyOrderEntriesOf(Map.of("HTTP_2", 15.0, "HTTP_1_1", 2.0));
        assertThat(PrometheusText.sum(TEXT, "lab_tcp_established", Map.of("direction", "inbound")))
                .as("absent is not zero").isNaN();
        assertThat(PrometheusText.sumOrZero(TEXT, "lab_tcp_established", Map.of("direction", "inbound"))).isZero();
    }

    @Test
    void findsOneSampleOrSaysWhichIsMissing() {
        assertThat(PrometheusText.require(TEXT, "lab_tcp_established", Map.of("peer_port", "9999"))).isEqualTo(3.0);
        assertThat(PrometheusText.value(TEXT, "catalog_requests_total", Map.of("protocol", "HTTP_3"))).isEmpty();
        assertThatThrownBy(() -> PrometheusText.require(TEXT, "bff_edge_rejected_total", Map.of("reason", "x")))
                .hasMessageContaining("bff_edge_rejected_total");
    }
}
