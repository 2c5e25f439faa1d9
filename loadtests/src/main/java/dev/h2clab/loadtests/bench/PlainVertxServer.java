package dev.h2clab.loadtests.bench;

import io.vertx.core.Vertx;
import io.vertx.core.VertxOptions;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.Http2Settings;
import io.vertx.core.http.HttpServerOptions;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

/**
 * The framework's floor for {@code ./lab bench}: a bare Vert.x server (the version catalog-service runs on, no
 * Quarkus, no router, no metrics) answering catalog's item bytes over HTTP/1.1 and h2c on one port, with catalog's
 * stream limit, one event loop and the native epoll transport, like catalog-service. catalog-service / this server
 * is the cost of everything the lab adds on top of Vert.x; this server / the C servers is the JVM stack's own
 * distance to nginx and nghttpd.
 *
 * <p>Run as its own process: {@code java -cp loadtests.jar dev.h2clab.loadtests.bench.PlainVertxServer PORT BODY}.
 */
public final class PlainVertxServer {

    /** catalog-service's quarkus.http.limits.max-concurrent-streams */
    static final int MAX_CONCURRENT_STREAMS = 100;

    private PlainVertxServer() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length != 2) {
            System.err.println("usage: PlainVertxServer PORT BODY_FILE");
            System.exit(2);
        }
        int port = Integer.parseInt(args[0]);
        Buffer body = Buffer.buffer(Files.readAllBytes(Path.of(args[1])));
        Vertx vertx = Vertx.vertx(new VertxOptions().setEventLoopPoolSize(1).setPreferNativeTransport(true));
        HttpServerOptions options = new HttpServerOptions().setHost("127.0.0.1").setPort(port)
                .setHttp2ClearTextEnabled(true)
                .setInitialSettings(new Http2Settings().setMaxConcurrentStreams(MAX_CONCURRENT_STREAMS));
        vertx.createHttpServer(options)
                .requestHandler(request -> request.response().putHeader("content-type", "application/json").end(body))
                .listen().toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
        System.out.println("plain Vert.x listening on 127.0.0.1:" + port + " (transport: "
                + (vertx.isNativeTransportEnabled() ? "native epoll" : "NIO") + ")");
    }
}
