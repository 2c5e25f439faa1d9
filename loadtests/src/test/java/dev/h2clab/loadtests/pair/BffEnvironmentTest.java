package dev.h2clab.loadtests.pair;

import dev.h2clab.loadtests.scenario.CellPlan;
import dev.h2clab.loadtests.scenario.ClientKind;
import dev.h2clab.loadtests.scenario.Overrides;
import dev.h2clab.loadtests.scenario.PlanBuilder;
import dev.h2clab.loadtests.scenario.Protocol;
import org.junit.jupiter.api.Test;

import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class BffEnvironmentTest {

    @Test
    void extraServiceEnvironmentWinsOverTheLabsSizingButNotOverTheCell() {
        Overrides o = Overrides.builder().repeats(1)
                .bffEnv(Map.of("BFF_CATALOG_MAX_WAIT_QUEUE", "7", "BFF_CATALOG_HTTP2_CONNECTION_WINDOW_SIZE", "16777216"))
                .catalogEnv(Map.of("QUARKUS_HTTP_LIMITS_MAX_CONCURRENT_STREAMS", "1000")).build();
        CellPlan plan = PlanBuilder.build("burst", o, false);

        Map<String, String> env = BffEnvironment.of(plan, Protocol.H2C, ClientKind.WEB_CLIENT, "http://127.0.0.1:1", 2,
                "127.0.0.1");

        assertThat(env).containsEntry("BFF_CATALOG_MAX_WAIT_QUEUE", "7")
                .containsEntry("BFF_CATALOG_HTTP2_CONNECTION_WINDOW_SIZE", "16777216")
                .containsEntry("BFF_CATALOG_PROTOCOL", "h2c").containsEntry("QUARKUS_HTTP_PORT", "2");
        assertThat(plan.catalogEnv()).containsEntry("QUARKUS_HTTP_LIMITS_MAX_CONCURRENT_STREAMS", "1000");
    }
}
