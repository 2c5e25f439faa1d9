package dev.h2clab.bff.faults;

import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpServer;
import io.vertx.core.http.HttpServerOptions;
import io.vertx.core.http.HttpServerRequest;

/**
 * A stand-in catalog on loopback that refuses streams the way a draining server does: on the first connection,
 * after the first two requests have arrived, it sends GOAWAY with last-stream-id = the first stream, so the
 * second stream was never processed. Every later connection is served normally.
 */
public class GoAwayServer implements QuarkusTestResourceLifecycleManager {

    static final AtomicInteger CONNECTIONS = new AtomicInteger();
    static final AtomicInteger ANSWERED = new AtomicInteger();

    private Vertx vertx;

    @Override
    public Map<String, String> start() {
        vertx = Vertx.vertx();
        HttpServer server = vertx.createHttpServer(new HttpServerOptions().setHost("127.0.0.1").setPort(0));
        server.connectionHandler(connection -> CONNECTIONS.incrementAndGet());
        AtomicInteger firstConnectionRequests = new AtomicInteger();
        server.requestHandler(request -> {
            boolean first = CONNECTIONS.get() == 1;
            if (first && firstConnectionRequests.incrementAndGet() == 2) {
                // both streams (1 and 3) are open on the server: accept only the first
                request.connection().goAway(0, 1);
            }
            vertx.setTimer(first ? 100 : 1, id -> answer(request));
        });
        try {
            server.listen().toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
        } catch (Exception e) {
            throw new IllegalStateException("GOAWAY test server did not start", e);
        }
        return Map.of("bff.catalog.url", "http://127.0.0.1:" + server.actualPort());
    }

    private static void answer(HttpServerRequest request) {
        if (!request.response().closed()) {
            request.response().putHeader("x-served-protocol", request.version().name())
                    .putHeader("content-type", "application/json").end("[]");
            ANSWERED.incrementAndGet();
        }
    }

    @Override
    public void stop() {
        if (vertx != null) {
            vertx.close();
        }
    }
}
