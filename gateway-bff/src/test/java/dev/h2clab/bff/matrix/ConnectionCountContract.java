package dev.h2clab.bff.matrix;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

import dev.h2clab.bff.support.CatalogProcessResource;
import dev.h2clab.bff.support.EdgeClient;
import dev.h2clab.support.metrics.PrometheusText;
import dev.h2clab.bff.support.SocketStats;

/**
 * The kernel's count of ESTABLISHED bff -> catalog connections, sampled with {@code ss} from a separate thread
 * while 32 concurrent fan-out-4 requests run (a few rounds), and {@code lab_tcp_established} agreeing with it.
 */
abstract class ConnectionCountContract {

    private static final int ROUNDS = 3;
    private static final int CONCURRENCY = 32;

    private final int poolSize;

    /** @param poolSize the configured pool size: 1 means exactly one connection throughout, else 2..poolSize */
    ConnectionCountContract(int poolSize) {
        this.poolSize = poolSize;
    }

    private void assertSamples(List<Integer> samples) {
        if (poolSize == 1) {
            assertThat(samples).as("ESTABLISHED bff->catalog connections").containsOnly(1);
            return;
        }
        assertThat(samples).as("ESTABLISHED bff->catalog connections")
                .allSatisfy(n -> assertThat(n).isBetween(1, poolSize));
        assertThat(Collections.max(samples)).as("most connections seen at once").isGreaterThan(1);
    }

    @Test
    void kernelConnectionCountUnderConcurrentFanOut() throws InterruptedException {
        int catalogPort = CatalogProcessResource.current().port();
        assertThat(EdgeClient.get("/bff/burst?fanout=4").status()).isEqualTo(200); // connection(s) up

        List<Integer> samples = Collections.synchronizedList(new ArrayList<>());
        Thread sampler = new Thread(() -> {
            while (!Thread.currentThread().isInterrupted()) {
                samples.add(SocketStats.establishedTo(catalogPort));
                try {
                    Thread.sleep(20);
                } catch (InterruptedException e) {
                    return;
                }
            }
        }, "ss-sampler");
        sampler.setDaemon(true);
        sampler.start();
        try {
            for (int round = 0; round < ROUNDS; round++) {
                List<EdgeClient.Result> results = EdgeClient.getAll(Collections.nCopies(CONCURRENCY, "/bff/burst?fanout=4"));
                assertThat(results).allSatisfy(r -> assertThat(r.status()).as(r.body()).isEqualTo(200));
                // Between rounds the pooled connections stay open and idle: kernel and gauge must agree exactly.
                int kernel = SocketStats.establishedTo(catalogPort);
                double gauge = PrometheusText.sumOrZero(EdgeClient.metrics(), "lab_tcp_established",
                        Map.of("direction", "outbound", "peer_port", Integer.toString(catalogPort)));
                assertThat(gauge).as("lab_tcp_established vs ss after round %d", round).isEqualTo(kernel);
            }
        } finally {
            sampler.interrupt();
            sampler.join(10_000);
        }
        assertThat(samples).as("ss samples").hasSizeGreaterThan(3);
        assertSamples(new ArrayList<>(samples));
    }
}
