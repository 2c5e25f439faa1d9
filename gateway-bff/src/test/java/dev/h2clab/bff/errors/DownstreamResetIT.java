package dev.h2clab.bff.errors;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import dev.h2clab.bff.support.AppProcess;
import dev.h2clab.bff.support.PlainHttp;
import dev.h2clab.support.metrics.PrometheusText;

/** catalog-service dying in the middle of a call: 502 problem+json with outcome reset, for every client. */
class DownstreamResetIT {

    @ParameterizedTest
    @CsvSource({ "http1, web-client", "h2c, rest-client", "h2c-upgrade, jdk" })
    void connectionLostMidCallAnswers502Reset(String protocol, String client) throws Exception {
        Path jar = AppProcess.bffJar();
        AppProcess catalog = AppProcess.catalog(Map.of());
        try (AppProcess bff = AppProcess.start("gateway-bff", jar, Map.of(
                "BFF_CATALOG_URL", "http://127.0.0.1:" + catalog.port(),
                "BFF_CATALOG_PROTOCOL", protocol,
                "BFF_CATALOG_CLIENT", client,
                "BFF_CATALOG_REQUEST_TIMEOUT", "20s"))) {
            assertThat(PlainHttp.get(bff.port(), "/bff/products/1").status()).isEqualTo(200); // connection up
            CompletableFuture<PlainHttp.Response> slow = CompletableFuture
                    .supplyAsync(() -> PlainHttp.get(bff.port(), "/bff/products/2?delayMs=8000"));
            Thread.sleep(1000); // the call is now waiting on catalog's timer
            catalog.kill();

            PlainHttp.Response answer = slow.get(15, TimeUnit.SECONDS); // well before the 20 s request timeout
            assertThat(answer.status()).as(answer.body()).isEqualTo(502);
            assertThat(answer.body()).contains("\"status\":502", "(reset)");
            assertThat(PrometheusText.sumOrZero(bff.metrics(), "bff_downstream_seconds_count",
                    Map.of("client", client, "outcome", "reset"))).isEqualTo(1);
        } finally {
            catalog.close();
        }
    }
}
