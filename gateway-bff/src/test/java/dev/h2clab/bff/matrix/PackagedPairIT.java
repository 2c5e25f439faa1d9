package dev.h2clab.bff.matrix;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
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

    private static final int CONSOLIDATION_FANOUT = 64;
    private static final int CONSOLIDATION_REQUESTS = 40;
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

    /**
     * {@code bff.catalog.flush-consolidation}, counted by the kernel: write system calls of the bff ({@code syscw}
     * in /proc/PID/io) per fan-out of 64 calls over one h2c connection. Consolidated, the 64 HEADERS frames leave in
     * one write and the edge response in another; stock Vert.x writes each frame on its own.
     */
    @ParameterizedTest
    @CsvSource({ "web-client, true", "web-client, false", "rest-client, true" })
    void writesPerFanOut(String client, boolean consolidate) throws IOException {
        try (AppProcess bff = AppProcess.start("gateway-bff", AppProcess.bffJar(), Map.of(
                "BFF_CATALOG_URL", "http://127.0.0.1:" + catalog.port(),
                "BFF_CATALOG_PROTOCOL", "h2c",
                "BFF_CATALOG_CLIENT", client,
                "BFF_CATALOG_FLUSH_CONSOLIDATION", Boolean.toString(consolidate)))) {
            fanOut(bff, 5); // the connection is open and the first-request paths have run
            assertThat(PrometheusText.samples(bff.metrics(), "bff_catalog_client_info")).singleElement()
                    .satisfies(s -> assertThat(s.labels()).as("bff_catalog_client_info labels")
                            .containsEntry("client", client)
                            .containsEntry("flush_consolidation", Boolean.toString(consolidate)));
            long before = writeSyscalls(bff.pid());
            fanOut(bff, CONSOLIDATION_REQUESTS);
            double perRequest = (writeSyscalls(bff.pid()) - before) / (double) CONSOLIDATION_REQUESTS;
            System.out.printf("flush consolidation %s, %s: %.1f write system calls per fan-out of %d calls%n",
                    consolidate, client, perRequest, CONSOLIDATION_FANOUT);
            if (consolidate) {
                // one for the 64 HEADERS frames, one for the edge response, a little for timers and logging
                assertThat(perRequest).as("writes per fan-out, consolidated").isLessThanOrEqualTo(8);
            } else {
                assertThat(perRequest).as("writes per fan-out, one per HEADERS frame").isGreaterThanOrEqualTo(CONSOLIDATION_FANOUT / 2.0);
            }
        }
    }

    private static void fanOut(AppProcess bff, int requests) {
        for (int i = 0; i < requests; i++) {
            PlainHttp.Response r = PlainHttp.get(bff.port(), "/bff/burst?fanout=" + CONSOLIDATION_FANOUT);
            assertThat(r.status()).as(r.body()).isEqualTo(200);
            assertThat(r.body()).contains("\"succeeded\":" + CONSOLIDATION_FANOUT, "\"protocol\":\"HTTP_2\"");
        }
    }

    /** Write system calls the process made so far, all threads (the kernel's own count). */
    private static long writeSyscalls(long pid) throws IOException {
        for (String line : Files.readAllLines(Path.of("/proc/" + pid + "/io"))) {
            if (line.startsWith("syscw:")) {
                return Long.parseLong(line.substring("syscw:".length()).trim());
            }
        }
        throw new IllegalStateException("no syscw in /proc/" + pid + "/io");
    }

    private static double catalogRequests(String wireVersion) {
        return PrometheusText.sumOrZero(catalog.metrics(), "catalog_requests_total", Map.of("protocol", wireVersion));
    }
}
