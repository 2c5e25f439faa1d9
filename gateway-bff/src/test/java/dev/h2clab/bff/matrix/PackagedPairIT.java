package dev.h2clab.bff.matrix;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Map;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import dev.h2clab.bff.support.AppProcess;
import dev.h2clab.bff.support.PlainHttp;
import dev.h2clab.support.metrics.PrometheusText;

/** The packaged gateway-bff, configured by environment variables only, against the packaged catalog-service. */
class PackagedPairIT {

    private static AppProcess catalog;

    @BeforeAll
    static void startCatalog() {
        catalog = AppProcess.catalog(Map.of());
    }

    @AfterAll
    static void stopCatalog() {
        if (catalog != null) {
            catalog.close();
        }
    }

    @ParameterizedTest
    @CsvSource({ "h2c, web-client, HTTP_2", "h2c-upgrade, jdk, HTTP_2", "http1, rest-client, HTTP_1_1" })
    void environmentSelectsProtocolAndClient(String protocol, String client, String wireVersion) {
        Path jar = AppProcess.bffJar();
        double before = catalogRequests(wireVersion);
        try (AppProcess bff = AppProcess.start("gateway-bff", jar, Map.of(
                "BFF_CATALOG_URL", "http://127.0.0.1:" + catalog.port(),
                "BFF_CATALOG_PROTOCOL", protocol,
                "BFF_CATALOG_CLIENT", client))) {
            PlainHttp.Response burst = PlainHttp.get(bff.port(), "/bff/burst?fanout=4");
            assertThat(burst.status()).as(burst.body()).isEqualTo(200);
            assertThat(burst.body()).contains("\"succeeded\":4", "\"protocol\":\"" + wireVersion + "\"");
            assertThat(catalogRequests(wireVersion) - before).isEqualTo(4);
            assertThat(PrometheusText.sumOrZero(bff.metrics(), "bff_downstream_seconds_count",
                    Map.of("protocol", protocol, "client", client, "outcome", "ok"))).isEqualTo(4);
        }
    }

    private static double catalogRequests(String wireVersion) {
        return PrometheusText.sumOrZero(catalog.metrics(), "catalog_requests_total", Map.of("protocol", wireVersion));
    }
}
