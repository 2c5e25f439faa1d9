package dev.h2clab.bff.client;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.jboss.resteasy.reactive.RestResponse;

import dev.h2clab.bff.config.CatalogClientConfig;
import io.quarkus.rest.client.reactive.QuarkusRestClientBuilder;
import io.smallrye.mutiny.Uni;
import io.vertx.core.Context;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;

/**
 * Typed Quarkus REST client with custom Vert.x options (prior knowledge needs them). The REST client overwrites
 * both pool sizes with its own {@code connection-pool-size} (default 50) and the connect timeout with its own
 * (default 15 s), so those are passed as builder properties too. The negotiated version comes from
 * catalog-service's {@code x-served-protocol} header: a JAX-RS response does not expose it. The builder has no
 * connect hook, so each connection is set up (rotation, flush consolidation) from a request customizer (see
 * {@link ConnectionRotation}).
 */
final class RestClientCatalogClient implements CatalogClient {

    private static final String POOL_SIZE_PROPERTY = "io.quarkus.rest.client.connection-pool-size";

    private final CatalogRestApi api;
    private final Vertx vertx;
    private final long requestTimeoutNanos;
    // The JAX-RS entity is the whole body: payload calls reserve their size first, so fan-outs of large bodies
    // queue for memory instead of exhausting the heap.
    private final BufferBudget bodies = BufferBudget.quarterOfHeap();

    RestClientCatalogClient(Vertx vertx, CatalogClientConfig config) {
        this.vertx = vertx;
        this.requestTimeoutNanos = config.requestTimeout().toNanos();
        int poolSize = config.protocol().isHttp2() ? config.http2PoolSize() : config.http1PoolSize();
        ConnectionRotation rotation = new ConnectionRotation(vertx, config);
        QuarkusRestClientBuilder builder = QuarkusRestClientBuilder.newBuilder();
        if (rotation.setsUpConnections()) {
            builder.httpClientRequestCustomizer(request -> rotation.onRequest(request, true));
        }
        this.api = builder
                .baseUri(config.url())
                .httpClientOptions(VertxClientOptions.forCatalog(config))
                .property(POOL_SIZE_PROPERTY, poolSize)
                .connectTimeout(config.connectTimeout().toMillis(), TimeUnit.MILLISECONDS)
                .readTimeout(config.requestTimeout().toMillis(), TimeUnit.MILLISECONDS)
                .disableDefaultMapper(true) // error statuses come back as responses, not exceptions
                .build(CatalogRestApi.class);
    }

    @Override
    public Future<DownstreamResponse> call(DownstreamRequest request, Future<Void> abandoned) {
        if (request.endpoint() != Endpoint.PAYLOAD) {
            return send(request, abandoned);
        }
        // Measured peak per buffered body: the growing receive buffer (up to twice the body while it doubles)
        // plus the entity copy, so a call is charged four times its size.
        long charge = 4L * request.bytes();
        return bodies.acquire(vertx, charge, System.nanoTime() + requestTimeoutNanos)
                .compose(reserved -> send(request, abandoned).andThen(done -> bodies.release(charge)));
    }

    private Future<DownstreamResponse> send(DownstreamRequest request, Future<Void> abandoned) {
        Integer delay = request.delayMs() > 0 ? request.delayMs() : null;
        String padding = request.padding() == null || request.padding().isEmpty() ? null : request.padding();
        Uni<RestResponse<byte[]>> uni = switch (request.endpoint()) {
            case ITEMS -> api.item(request.id(), delay, padding);
            case CATEGORIES -> api.categories(delay, padding);
            case PAYLOAD -> api.payload(request.bytes(), delay, padding);
        };
        Context context = vertx.getOrCreateContext();
        // Cancelling the subscription makes the REST client reset its HTTP request.
        CompletableFuture<RestResponse<byte[]>> exchange = uni.subscribeAsCompletionStage();
        Abandonment.stopOnAbandon(abandoned, exchange, () -> exchange.cancel(true));
        return Future.fromCompletionStage(exchange, context).map(response -> toResponse(response, request.keepBody()));
    }

    private static DownstreamResponse toResponse(RestResponse<byte[]> response, boolean keepBody) {
        byte[] entity = response.getEntity();
        String header = response.getHeaderString(DownstreamResponse.SERVED_PROTOCOL_HEADER);
        String protocol = header == null ? "unknown" : header;
        if (!keepBody) { // no third copy of a body that is only counted
            return DownstreamResponse.counted(response.getStatus(), entity == null ? 0 : entity.length, protocol);
        }
        return DownstreamResponse.kept(response.getStatus(), entity == null ? null : Buffer.buffer(entity), protocol);
    }

    @Override
    public void close() {
        if (api instanceof AutoCloseable closeable) {
            try {
                closeable.close();
            } catch (Exception e) {
                // closing at shutdown: nothing useful to do with a failure
            }
        }
    }
}
