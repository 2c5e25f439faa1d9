package dev.h2clab.loadtests.bench;

import io.vertx.core.Vertx;
import io.vertx.core.VertxOptions;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpClient;
import io.vertx.core.http.HttpClientOptions;
import io.vertx.core.http.HttpClientResponse;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.HttpServerOptions;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.http.HttpVersion;
import io.vertx.core.http.PoolOptions;
import io.vertx.core.http.RequestOptions;

import java.util.concurrent.TimeUnit;

/**
 * The framework's floor for a hop in {@code ./lab bench}: a bare Vert.x process (the version gateway-bff runs on, no
 * Quarkus, no router, no WebClient, no metrics) that forwards each GET to catalog-service with Vert.x's own
 * HttpClient and answers with catalog's body, on one event loop with the native epoll transport and the bff's default
 * pool (HTTP/1.1: 5 connections; h2c prior knowledge: 1 connection). The bff's hop / this proxy's is what the bff
 * adds on top of Vert.x; this proxy's / catalog direct is what any Vert.x hop costs.
 *
 * <p>Run as its own process: {@code java -cp loadtests.jar dev.h2clab.loadtests.bench.PlainVertxProxy PORT
 * CATALOG_PORT http1|h2c}.
 */
public final class PlainVertxProxy {

    /** gateway-bff's defaults, bff.catalog.http1-pool-size and http2-pool-size. */
    static final int HTTP1_POOL = 5;
    static final int HTTP2_POOL = 1;
    /** As gateway-bff's bff.catalog.request-timeout and connect-timeout: nothing waits on catalog forever. */
    private static final long REQUEST_TIMEOUT_MS = 5_000;
    private static final int CONNECT_TIMEOUT_MS = 1_000;

    private PlainVertxProxy() {
    }

    public static void main(String[] args) throws Exception {
        if (args.length != 3 || !(args[2].equals("http1") || args[2].equals("h2c"))) {
            System.err.println("usage: PlainVertxProxy PORT CATALOG_PORT http1|h2c");
            System.exit(2);
        }
        int port = Integer.parseInt(args[0]);
        int catalogPort = Integer.parseInt(args[1]);
        boolean h2c = args[2].equals("h2c");
        Vertx vertx = Vertx.vertx(new VertxOptions().setEventLoopPoolSize(1).setPreferNativeTransport(true));
        HttpClient client = vertx.createHttpClient(new HttpClientOptions()
                .setProtocolVersion(h2c ? HttpVersion.HTTP_2 : HttpVersion.HTTP_1_1).setHttp2ClearTextUpgrade(false)
                .setKeepAlive(true).setConnectTimeout(CONNECT_TIMEOUT_MS),
                new PoolOptions().setHttp1MaxSize(HTTP1_POOL).setHttp2MaxSize(HTTP2_POOL));
        vertx.createHttpServer(new HttpServerOptions().setHost("127.0.0.1").setPort(port))
                .requestHandler(request -> forward(client, catalogPort, request))
                .listen().toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
        System.out.println("plain Vert.x proxy listening on 127.0.0.1:" + port + ", to catalog on port " + catalogPort
                + " over " + args[2] + " (transport: " + (vertx.isNativeTransportEnabled() ? "native epoll" : "NIO")
                + ")");
    }

    private static void forward(HttpClient client, int catalogPort, HttpServerRequest request) {
        client.request(new RequestOptions().setMethod(HttpMethod.GET).setHost("127.0.0.1").setPort(catalogPort)
                        .setURI(request.uri()).setIdleTimeout(REQUEST_TIMEOUT_MS))
                .compose(r -> r.send().compose(response -> response.body()
                        .map(body -> reply(request, response, body))))
                .onFailure(e -> {
                    if (!request.response().ended()) {
                        request.response().setStatusCode(502).end(e.getClass().getSimpleName());
                    }
                });
    }

    private static Void reply(HttpServerRequest request, HttpClientResponse response, Buffer body) {
        String type = response.getHeader("content-type");
        if (type != null) {
            request.response().putHeader("content-type", type);
        }
        request.response().setStatusCode(response.statusCode()).end(body);
        return null;
    }
}
