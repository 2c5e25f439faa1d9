package dev.h2clab.bff.client;

import io.vertx.core.Future;
import io.vertx.core.Promise;

/**
 * The seam between the edge handlers and the HTTP client that talks to catalog-service. Implementations
 * never block the calling event loop and complete the future on the caller's Vert.x context.
 */
public interface CatalogClient extends AutoCloseable {

    /** Sends one call; fails with a {@link DownstreamFailure} or with the client's own exception. */
    default Future<DownstreamResponse> call(DownstreamRequest request) {
        return call(request, Promise.<Void>promise().future());
    }

    /**
     * The same, abandoned when {@code abandoned} completes (deadline passed, answer no longer wanted): the client
     * then stops the exchange (stream reset, connection closed or subscription cancelled) where its API allows, so
     * a call nobody waits for stops using the connection, the catalog and memory.
     */
    Future<DownstreamResponse> call(DownstreamRequest request, Future<Void> abandoned);

    /** Releases connections and threads. */
    @Override
    default void close() {
    }
}
