package dev.h2clab.loadtests.sampling;

import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class PromTextTest {

    private static final String TEXT = """
            # HELP catalog_requests_total
            # TYPE catalog_requests_total counter
            catalog_requests_total{endpoint="items",protocol="HTTP_2"} 10.0
            catalog_requests_total{endpoint="categories",protocol="HTTP_2"} 5.0
            catalog_requests_total{endpoint="items",protocol="HTTP_1_1"} 2.0
            catalog_requests_total_created{endpoint="items",protocol="HTTP_2"} 1.7E9
            lab_tcp_established{direction="outbound",peer_port="8081"} 1.0
            lab_tcp_established{direction="outbound",peer_port="9999"} 3.0
            """;

    @Test
    void sumsMatchingSeriesOnlyOfTheExactName() {
        assertThat(PromText.sumBy(TEXT, "catalog_requests_total", "protocol"))
                .containsExactlyInAnyOrderEntriesOf(Map.of("HTTP_2", 15.0, "HTTP_1_1", 2.0));
        assertThat(PromText.sum(TEXT, "lab_tcp_established", Map.of("direction", "outbound", "peer_port", "8081")))
                .isEqualTo(1.0);
        assertThat(PromText.sum(TEXT, "lab_tcp_established", Map.of("direction", "inbound"))).isNaN();
    }

    @Test
    void kernelCountKeepsOnlyTheOwnersSockets() {
        String ss = """
                ESTAB 0 0 127.0.0.1:40000 127.0.0.1:8081 users:(("java",pid=123,fd=40))
                ESTAB 0 0 127.0.0.1:40002 127.0.0.1:8081 users:(("java",pid=1234,fd=41))
                ESTAB 0 0 127.0.0.1:40004 127.0.0.1:8081 users:(("java",pid=123,fd=42))
                """;
        assertThat(KernelConnections.countOwned(ss, 123)).isEqualTo(2);
    }
}
