package dev.h2clab.loadtests.driver;

import io.vertx.core.Vertx;
import io.vertx.core.VertxOptions;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpServer;

import java.util.concurrent.TimeUnit;

/** An in-process HTTP/1.1 server answering a constant small body: the cheapest possible target for the ceiling. */
public final class TrivialServer implements AutoCloseable {

    private static final Buffer BODY = Buffer.buffer("{\"ok\":true}");

    private final Vertx vertx;
    private final HttpServer server;

    public TrivialServer(int eventLoops) throws Exception {
        this.vertx = Vertx.vertx(new VertxOptions().setEventLoopPoolSize(eventLoops));
        this.server = vertx.createHttpServer()
                .requestHandler(req -> req.response().putHeader("content-type", "application/json").end(BODY))
                .listen(0, "127.0.0.1").toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
    }

    public int port() {
        return server.actualPort();
    }

    @Override
    public void close() throws Exception {
        vertx.close().toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
    }
}
