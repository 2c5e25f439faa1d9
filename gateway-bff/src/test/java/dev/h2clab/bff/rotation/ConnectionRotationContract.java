package dev.h2clab.bff.rotation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.stream.IntStream;

import org.junit.jupiter.api.Test;

import dev.h2clab.bff.support.CatalogProcessResource;
import dev.h2clab.bff.support.EdgeClient;
import dev.h2clab.support.metrics.PrometheusText;
import dev.h2clab.bff.support.SocketStats;

/**
 * {@code bff.catalog.max-connection-age} under steady load: how many connections the catalog saw opened, that no
 * call failed, and the kernel's ESTABLISHED count (the draining connection plus its successor at most).
 */
abstract class ConnectionRotationContract {

    static final Duration LOAD = Duration.ofSeconds(4);
    static final int WORKERS = 6;
    static final String PATH = "/bff/burst?fanout=4";

    private final int minOpened;
    private final int maxOpened;
    private final int maxEstablished;

    /**
     * @param minOpened      fewest connections the bff may open to catalog in the run (cold start included)
     * @param maxOpened      most connections it may open
     * @param maxEstablished most ESTABLISHED bff -> catalog connections at any ss sample
     */
    ConnectionRotationContract(int minOpened, int maxOpened, int maxEstablished) {
        this.minOpened = minOpened;
        this.maxOpened = maxOpened;
        this.maxEstablished = maxEstablished;
    }

    @Test
    void steadyLoadNeverFailsAndOpensTheExpectedConnections() throws Exception {
        int catalogPort = CatalogProcessResource.current().port();
        double before = catalogConnectionsOpened();
        // Warm up (JIT, first connection) so that the timed run is steady even on a loaded machine.
        for (int i = 0; i < 5; i++) {
            assertThat(EdgeClient.getAll(Collections.nCopies(WORKERS, PATH)))
                    .allSatisfy(r -> assertThat(r.status()).as(r.body()).isEqualTo(200));
        }

        SteadyLoad.Result load = SteadyLoad.run(PATH, WORKERS, LOAD, catalogPort);

        // Each scrape is a connection of its own: the second one counts itself.
        double opened = catalogConnectionsOpened() - before - 1;
        System.out.printf("%s: %d answers, %.0f catalog connections opened, ESTABLISHED max %d%n",
                getClass().getSimpleName(), load.answers(), opened, Collections.max(load.established()));
        assertThat(load.failures()).as("non-200 answers").isEmpty();
        assertThat(load.answers()).as("answers").isGreaterThanOrEqualTo(WORKERS);
        assertThat(load.established()).as("ss samples").hasSizeGreaterThan(3)
                .allSatisfy(n -> assertThat(n).as("ESTABLISHED bff->catalog").isBetween(0, maxEstablished));
        double gauge = PrometheusText.sumOrZero(EdgeClient.metrics(), "lab_tcp_established",
                Map.of("direction", "outbound", "peer_port", Integer.toString(catalogPort)));
        assertThat(gauge).as("lab_tcp_established after the run").isBetween(0.0, (double) maxEstablished);
        assertThat(opened).as("connections the bff opened to catalog").isBetween((double) minOpened, (double) maxOpened);
    }

    static double catalogConnectionsOpened() {
        return PrometheusText.sumOrZero(CatalogProcessResource.current().metrics(), "catalog_connections_opened_total",
                Map.of());
    }

    /**
     * With h2c and pool 1: slow calls are in flight when their connection reaches its age. The GOAWAY takes it out
     * of the pool, so a quick call opens a second connection while the first drains (ss sees both), and every
     * slow call still completes with 200.
     */
    static void inFlightCallsSurviveRotation(int slowCalls, int delayMs) {
        int catalogPort = CatalogProcessResource.current().port();
        assertThat(EdgeClient.get("/bff/products/1").status()).isEqualTo(200); // a fresh connection is up
        List<String> slow = IntStream.range(0, slowCalls).mapToObj(i -> "/bff/products/" + i + "?delayMs=" + delayMs)
                .toList();
        CompletableFuture<List<EdgeClient.Result>> batch = CompletableFuture.supplyAsync(() -> EdgeClient.getAll(slow));
        List<Integer> seen = Collections.synchronizedList(new ArrayList<>());

        await("a new connection while the slow calls' connection drains").atMost(Duration.ofSeconds(30))
                .pollInterval(Duration.ofMillis(100))
                .failFast("the slow calls ended before a second connection was seen: " + seen, batch::isDone)
                .until(() -> {
                    assertThat(EdgeClient.get("/bff/products/2").status()).isEqualTo(200);
                    int established = SocketStats.establishedTo(catalogPort);
                    seen.add(established);
                    return established >= 2;
                });

        List<EdgeClient.Result> results = batch.join();
        assertThat(results).allSatisfy(r -> assertThat(r.status()).as(r.path() + " " + r.body()).isEqualTo(200));
        assertThat(results).allSatisfy(r -> assertThat(r.millis()).as(r.path()).isGreaterThanOrEqualTo(delayMs));
    }
}
