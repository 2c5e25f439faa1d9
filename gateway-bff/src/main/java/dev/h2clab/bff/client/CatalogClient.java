package dev.h2clab.bff.client;

import io.vertx.core.Future;

/**
 * The seam between the edge handlers and the HTTP client that talks to catalog-service. Implementations
 * never block the calling event loop and complete the future on the caller's Vert.x context.
 */
public interface CatalogClient extends AutoCloseable {

    /** Sends one call; fails with a {@link DownstreamFailure} or with the client's own exception. */
    Future<DownstreamResponse> call(DownstreamRequest request);

    /** Releases connections and threads. */
    @Override
    default void close() {
    }
}
