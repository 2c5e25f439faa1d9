package dev.h2clab.bff.client;

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
 * connect hook, so connection rotation is driven from a request customizer (see {@link ConnectionRotation}).
 */
final class RestClientCatalogClient implements CatalogClient {

    private static final String POOL_SIZE_PROPERTY = "io.quarkus.rest.client.connection-pool-size";

    private final CatalogRestApi api;
    private final Vertx vertx;

    RestClientCatalogClient(Vertx vertx, CatalogClientConfig config) {
        this.vertx = vertx;
        int poolSize = config.protocol().isHttp2() ? config.http2PoolSize() : config.http1PoolSize();
        ConnectionRotation rotation = new ConnectionRotation(vertx, config);
        QuarkusRestClientBuilder builder = QuarkusRestClientBuilder.newBuilder();
        if (rotation.enabled()) {
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
    public Future<DownstreamResponse> call(DownstreamRequest request) {
        Integer delay = request.delayMs() > 0 ? request.delayMs() : null;
        String padding = request.padding() == null || request.padding().isEmpty() ? null : request.padding();
        Uni<RestResponse<byte[]>> uni = switch (request.endpoint()) {
            case ITEMS -> api.item(request.id(), delay, padding);
            case CATEGORIES -> api.categories(delay, padding);
            case PAYLOAD -> api.payload(request.bytes(), delay, padding);
        };
        Context context = vertx.getOrCreateContext();
        return Future.fromCompletionStage(uni.subscribeAsCompletionStage(), context).map(RestClientCatalogClient::toResponse);
    }

    private static DownstreamResponse toResponse(RestResponse<byte[]> response) {
        byte[] entity = response.getEntity();
        String protocol = response.getHeaderString(DownstreamResponse.SERVED_PROTOCOL_HEADER);
        return new DownstreamResponse(response.getStatus(), entity == null ? Buffer.buffer() : Buffer.buffer(entity),
                protocol == null ? "unknown" : protocol);
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
