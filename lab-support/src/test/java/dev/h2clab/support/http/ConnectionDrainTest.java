package dev.h2clab.support.http;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.GoAway;
import io.vertx.core.http.HttpClient;
import io.vertx.core.http.HttpClientOptions;
import io.vertx.core.http.HttpClientResponse;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.HttpServer;
import io.vertx.core.http.HttpServerOptions;
import io.vertx.core.http.HttpVersion;
import io.vertx.ext.web.Router;

/** A real Vert.x server on loopback, real HTTP/1.1 and h2c clients: what a draining server tells each. */
class ConnectionDrainTest {

    private Vertx vertx;
    private HttpServer server;
    private final ConnectionDrain drain = new ConnectionDrain(Duration.ofSeconds(5));

    @BeforeEach
    void start() throws Exception {
        vertx = Vertx.vertx();
        Router router = Router.router(vertx);
        router.route().handler(drain);
        // answers after ?ms= milliseconds, so a request can be in flight when the drain starts
        router.get("/slow").handler(ctx -> vertx.setTimer(Long.parseLong(ctx.request().getParam("ms")),
                id -> ctx.response().end("done")));
        server = vertx.createHttpServer(new HttpServerOptions().setHost("127.0.0.1").setPort(0))
                .requestHandler(router).listen().toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
    }

    @AfterEach
    void stop() throws Exception {
        vertx.close().toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
    }

    @Test
    void h2cGetsGoAwayAndTheStreamsAlreadyOpenFinish() throws Exception {
        HttpClient client = vertx.createHttpClient(new HttpClientOptions().setProtocolVersion(HttpVersion.HTTP_2)
                .setHttp2ClearTextUpgrade(false).setDefaultHost("127.0.0.1").setDefaultPort(server.actualPort()));
        CompletableFuture<GoAway> goAway = new CompletableFuture<>();
        client.connectionHandler(connection -> connection.goAwayHandler(goAway::complete));

        Future<String> inFlight = get(client, "/slow?ms=600"); // stream 1 or 3: open before the drain
        Thread.sleep(200);
        drain.start();
        Future<String> duringDrain = get(client, "/slow?ms=10"); // served, and carries the GOAWAY

        assertThat(await(duringDrain)).isEqualTo("200 done");
        assertThat(goAway.get(5, TimeUnit.SECONDS).getErrorCode()).isZero();
        assertThat(await(inFlight)).as("stream open before the GOAWAY").isEqualTo("200 done");
        assertThat(await(get(client, "/slow?ms=1"))).as("a new connection takes the next request")
                .isEqualTo("200 done");
    }

    @Test
    void http1GetsConnectionCloseOnceDraining() throws Exception {
        HttpClient client = vertx.createHttpClient(new HttpClientOptions().setDefaultHost("127.0.0.1")
                .setDefaultPort(server.actualPort()).setKeepAlive(true));
        assertThat(connectionHeaders(client)).containsExactly("none");
        drain.start();
        assertThat(connectionHeaders(client)).containsExactly("close");
    }

    private static List<String> connectionHeaders(HttpClient client) throws Exception {
        HttpClientResponse response = client.request(HttpMethod.GET, "/slow?ms=1").compose(r -> r.send())
                .toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
        response.body().toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
        String value = response.getHeader("connection");
        return List.of(value == null ? "none" : value);
    }

    private static Future<String> get(HttpClient client, String path) {
        return client.request(HttpMethod.GET, path).compose(r -> r.send())
                .compose(r -> r.body().map(Buffer::toString).map(body -> r.statusCode() + " " + body));
    }

    private static String await(Future<String> future) throws Exception {
        return future.toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
    }

    @Test
    void drainWaitsUntilClientsStopSendingThenReportsQuiet() throws Exception {
        HttpClient client = vertx.createHttpClient(new HttpClientOptions().setDefaultHost("127.0.0.1")
                .setDefaultPort(server.actualPort()));
        drain.start();
        long periodic = vertx.setPeriodic(50, id -> get(client, "/slow?ms=1")); // a client that keeps sending
        long start = System.nanoTime();
        assertThat(drain.awaitQuiet(Duration.ofMillis(200), Duration.ofMillis(600))).as("never quiet").isFalse();
        assertThat((System.nanoTime() - start) / 1_000_000).isBetween(550L, 2000L);
        vertx.cancelTimer(periodic);
        start = System.nanoTime();
        assertThat(drain.awaitQuiet(Duration.ofMillis(200), Duration.ofSeconds(5))).isTrue();
        assertThat((System.nanoTime() - start) / 1_000_000).as("quiet 200 ms after the last request")
                .isBetween(100L, 1500L);
    }
}
