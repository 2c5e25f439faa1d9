package dev.h2clab.bff.faults;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import dev.h2clab.bff.support.AppProcess;
import dev.h2clab.bff.support.PlainHttp;
import dev.h2clab.support.metrics.PrometheusText;

/**
 * SIGTERM to catalog-service, or to gateway-bff, while requests are in flight: every one of them completes (the
 * services drain instead of resetting), then the process exits well within the Kubernetes grace period.
 */
class GracefulShutdownIT {

    private static final int EDGE_REQUESTS = 8;
    private static final int FANOUT = 4;
    private static final ExecutorService CLIENTS = Executors.newCachedThreadPool(r -> {
        Thread t = new Thread(r, "edge-client");
        t.setDaemon(true);
        return t;
    });
    private static final String SLOW_BURST = "/bff/burst?fanout=" + FANOUT + "&delayMs=1500";

    @ParameterizedTest
    @ValueSource(strings = { "http1", "h2c" })
    void catalogSigtermLosesNoCallInFlight(String protocol) throws Exception {
        AppProcess catalog = AppProcess.catalog(Map.of());
        try (AppProcess bff = bff(catalog, protocol)) {
            assertThat(PlainHttp.get(bff.port(), "/bff/burst?fanout=" + FANOUT).status()).isEqualTo(200);
            List<CompletableFuture<PlainHttp.Response>> inFlight = slowBursts(bff);
            Thread.sleep(500); // every call is now waiting on catalog's 1.5 s timer
            long sigterm = System.nanoTime();
            catalog.terminate();

            List<PlainHttp.Response> answers = join(inFlight);
            assertThat(catalog.awaitExit(30)).as("catalog exits after draining").isTrue();
            double exitSeconds = (System.nanoTime() - sigterm) / 1e9;
            long ok = answers.stream().filter(r -> r.status() == 200).count();
            double resets = PrometheusText.sumOrZero(bff.metrics(), "bff_downstream_seconds_count", Map.of("outcome", "reset"));
            System.out.printf("SIGTERM to catalog (%s) with %d calls in flight: %d of %d edge requests 200,"
                    + " %.0f calls reset, catalog exited %.1f s after SIGTERM%n", protocol, EDGE_REQUESTS * FANOUT, ok,
                    EDGE_REQUESTS, resets, exitSeconds);
            assertThat(answers).allSatisfy(r -> assertThat(r.status()).as(r.body()).isEqualTo(200));
            assertThat(resets).isZero();
            assertThat(catalog.log()).contains("catalog-service drained for");
        } finally {
            catalog.close();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = { "h2c" })
    void bffSigtermAnswersTheEdgeRequestsItHolds(String protocol) throws Exception {
        try (AppProcess catalog = AppProcess.catalog(Map.of())) {
            AppProcess bff = bff(catalog, protocol);
            try {
                List<CompletableFuture<PlainHttp.Response>> inFlight = slowBursts(bff);
                Thread.sleep(500);
                long sigterm = System.nanoTime();
                bff.terminate();
                List<PlainHttp.Response> answers = join(inFlight);
                assertThat(bff.awaitExit(30)).isTrue();
                System.out.printf("SIGTERM to gateway-bff (%s) with %d edge requests in flight: %d answered 200,"
                        + " exited %.1f s after SIGTERM%n", protocol, EDGE_REQUESTS,
                        answers.stream().filter(r -> r.status() == 200).count(), (System.nanoTime() - sigterm) / 1e9);
                assertThat(answers).allSatisfy(r -> assertThat(r.status()).as(r.body()).isEqualTo(200));
            } finally {
                bff.close();
            }
        }
    }

    private static AppProcess bff(AppProcess catalog, String protocol) {
        return AppProcess.start("gateway-bff", AppProcess.bffJar(), Map.of(
                "BFF_CATALOG_URL", "http://127.0.0.1:" + catalog.port(),
                "BFF_CATALOG_PROTOCOL", protocol,
                // every call in flight at once for HTTP/1.1 too (5 connections would queue 27 of the 32 calls
                // past the 5 s request timeout, SIGTERM or not)
                "BFF_CATALOG_HTTP1_POOL_SIZE", Integer.toString(EDGE_REQUESTS * FANOUT)));
    }

    private static List<CompletableFuture<PlainHttp.Response>> slowBursts(AppProcess bff) {
        List<CompletableFuture<PlainHttp.Response>> calls = new ArrayList<>();
        for (int i = 0; i < EDGE_REQUESTS; i++) { // one thread each: the common pool has one thread on 2 cores
            calls.add(CompletableFuture.supplyAsync(() -> PlainHttp.get(bff.port(), SLOW_BURST), CLIENTS));
        }
        return calls;
    }

    private static List<PlainHttp.Response> join(List<CompletableFuture<PlainHttp.Response>> calls) throws Exception {
        List<PlainHttp.Response> answers = new ArrayList<>();
        for (CompletableFuture<PlainHttp.Response> call : calls) {
            answers.add(call.get(20, TimeUnit.SECONDS));
        }
        return answers;
    }
}
