package dev.h2clab.loadtests.bench;

import org.junit.jupiter.api.Test;

import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ProtocolCheckTest {

    @Test
    void aWindowWhoseCallsAllWentOverItsVersionPasses() {
        assertThat(BenchRunner.verifyWire("bff h2c", "HTTP_2", 8000,
                Map.of("HTTP_1_1", 500.0, "HTTP_2", 100.0), Map.of("HTTP_1_1", 500.0, "HTTP_2", 8100.0)))
                .containsExactly(Map.entry("HTTP_2", 8000L));
    }

    @Test
    void callsOnAnotherVersionFailTheBench() {
        assertThatThrownBy(() -> BenchRunner.verifyWire("bff h2c", "HTTP_2", 8000,
                Map.of("HTTP_1_1", 500.0), Map.of("HTTP_1_1", 8500.0)))
                .isInstanceOf(BenchRunner.ProtocolCheckFailed.class)
                .hasMessage("protocol verification failed for bff h2c: catalog saw {HTTP_1_1=8000} during 8000 "
                        + "requests, expected them all on HTTP_2");
    }

    @Test
    void fewerCallsThanRequestsFailToo() {
        assertThatThrownBy(() -> BenchRunner.verifyWire("bff http1", "HTTP_1_1", 8000, Map.of(),
                Map.of("HTTP_1_1", 7999.0))).hasMessageContaining("catalog saw {HTTP_1_1=7999} during 8000 requests");
    }
}
