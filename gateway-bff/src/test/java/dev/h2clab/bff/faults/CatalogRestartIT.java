package dev.h2clab.bff.faults;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import dev.h2clab.bff.support.AppProcess;
import dev.h2clab.bff.support.PlainHttp;

/**
 * catalog-service killed (SIGKILL, no drain) and started again on its port: the bff answers 502 at once while it is
 * gone, never hangs, and serves again as soon as it is back, for every protocol and client kind.
 */
class CatalogRestartIT {

    private static final long RECOVERY_BOUND_MS = 5000;

    @ParameterizedTest
    @CsvSource({ "http1, web-client", "h2c, web-client", "h2c, rest-client", "h2c-upgrade, jdk" })
    void killedCatalogAnswers502AtOnceAndServesAgainAfterRestart(String protocol, String client) throws Exception {
        AppProcess catalog = AppProcess.catalog(Map.of());
        int port = catalog.port();
        AppProcess restarted = null;
        try (AppProcess bff = AppProcess.start("gateway-bff", AppProcess.bffJar(), Map.of(
                "BFF_CATALOG_URL", "http://127.0.0.1:" + port,
                "BFF_CATALOG_PROTOCOL", protocol,
                "BFF_CATALOG_CLIENT", client))) {
            assertThat(PlainHttp.get(bff.port(), "/bff/products/1").status()).isEqualTo(200); // connection up
            catalog.kill();

            long start = System.nanoTime();
            PlainHttp.Response gone = PlainHttp.get(bff.port(), "/bff/products/1");
            long goneMs = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);

            restarted = AppProcess.catalog(Map.of(), port); // returns once ready
            long readyAt = System.nanoTime();
            int status = 0;
            long recoveryMs = -1;
            while (TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - readyAt) < 2 * RECOVERY_BOUND_MS) {
                status = PlainHttp.get(bff.port(), "/bff/products/1").status();
                if (status == 200) {
                    recoveryMs = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - readyAt);
                    break;
                }
                Thread.sleep(50);
            }
            System.out.printf("catalog killed, %s %s: answered %d in %d ms while it was gone; served again %d ms"
                    + " after the restarted catalog was ready (bound %d ms)%n", protocol, client, gone.status(), goneMs,
                    recoveryMs, RECOVERY_BOUND_MS);

            assertThat(gone.status()).as(gone.body()).isEqualTo(502);
            assertThat(gone.body()).contains("\"status\":502");
            assertThat(goneMs).as("refused connections answer at once, not after a timeout").isLessThan(2000);
            assertThat(status).as("served again after the restart").isEqualTo(200);
            assertThat(recoveryMs).isBetween(0L, RECOVERY_BOUND_MS);
        } finally {
            catalog.close();
            if (restarted != null) {
                restarted.close();
            }
        }
    }
}
