package dev.h2clab.loadtests.driver;

import io.vertx.core.Vertx;
import io.vertx.core.http.HttpServer;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * The real driver against a local server: the open model keeps its rate with native timers, and each lane's
 * requests use that lane's own connections (the server sees each connection's requests on one driver thread).
 */
class LoadDriverPacingTest {

    private static Vertx serverVertx;
    private static HttpServer server;
    /** client port -> names of the driver threads that sent on that connection (the path carries the name) */
    private static final Map<Integer, Set<String>> threadsByConnection = new ConcurrentHashMap<>();

    @BeforeAll
    static void start() throws Exception {
        serverVertx = Vertx.vertx();
        server = serverVertx.createHttpServer().requestHandler(req -> {
            threadsByConnection.computeIfAbsent(req.remoteAddress().port(), p -> ConcurrentHashMap.newKeySet())
                    .add(String.valueOf(req.getParam("thread")));
            req.response().end("ok");
        }).listen(0, "127.0.0.1").toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
    }

    @AfterAll
    static void stop() throws Exception {
        serverVertx.close().toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
    }

    @Test
    void openModelKeepsTheRateWithNativeTimers() throws Exception {
        try (LoadDriver driver = new LoadDriver("127.0.0.1", server.actualPort(), 4, id -> "/", Duration.ofSeconds(5))) {
            assertThat(driver.precisePacing()).as("native epoll transport loaded (netty-transport-native-epoll)")
                    .isTrue();
            DriverResult r = driver.run(LoadShape.open(500), Duration.ofMillis(500), Duration.ofSeconds(2),
                    (p, e, t, ok) -> { });
            System.out.printf("open model 500 req/s: %d of %d ok, mean send lag %.0f us%n", r.ok(), r.scheduled(),
                    driver.meanSendLagMicros());
            assertThat(r.scheduled()).isEqualTo(1000);
            assertThat(r.errorCount()).isZero();
            assertThat(r.ok()).isGreaterThanOrEqualTo(990);
        }
    }

    @Test
    void eachConnectionIsUsedByOneDriverThreadOnly() throws Exception {
        threadsByConnection.clear();
        // the path is built on the thread that sends the request; two lanes, two event loops
        try (LoadDriver driver = new LoadDriver("127.0.0.1", server.actualPort(), 4,
                id -> "/?thread=" + Thread.currentThread().getName(), Duration.ofSeconds(5), 2)) {
            driver.run(LoadShape.closed(4, Duration.ZERO), Duration.ZERO, Duration.ofSeconds(1), (p, e, t, ok) -> { });
        }
        System.out.println("driver threads per edge connection: " + threadsByConnection);
        assertThat(threadsByConnection).hasSize(4);
        assertThat(threadsByConnection.values().stream().flatMap(Set::stream).distinct().count())
                .as("both lanes sent").isEqualTo(2);
        threadsByConnection.forEach((port, threads) ->
                assertThat(threads).as("driver threads on connection from port %d", port).hasSize(1));
    }
}
