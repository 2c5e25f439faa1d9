package dev.h2clab.bff.api;

import org.junit.jupiter.api.Test;

import dev.h2clab.bff.client.Outcome;

import static org.assertj.core.api.Assertions.assertThat;

class EdgeStatusTest {

    @Test
    void outcomesMapToTheContractStatuses() {
        assertThat(EdgeStatus.of(Outcome.OK)).isEqualTo(200);
        assertThat(EdgeStatus.of(Outcome.HTTP_ERROR)).isEqualTo(502);
        assertThat(EdgeStatus.of(Outcome.CONNECT_ERROR)).isEqualTo(502);
        assertThat(EdgeStatus.of(Outcome.RESET)).isEqualTo(502);
        assertThat(EdgeStatus.of(Outcome.IO_ERROR)).isEqualTo(502);
        assertThat(EdgeStatus.of(Outcome.CANCELLED)).isEqualTo(502);
        assertThat(EdgeStatus.of(Outcome.TIMEOUT)).isEqualTo(504);
        assertThat(EdgeStatus.of(Outcome.QUEUE_FULL)).isEqualTo(503);
    }
}
