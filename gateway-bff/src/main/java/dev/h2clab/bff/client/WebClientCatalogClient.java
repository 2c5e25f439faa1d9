package dev.h2clab.bff.client;

import dev.h2clab.bff.config.CatalogClientConfig;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.ext.web.client.HttpRequest;
import io.vertx.ext.web.client.WebClient;
import io.vertx.ext.web.client.WebClientOptions;
import io.vertx.core.buffer.Buffer;

/** Vert.x WebClient, built once from the managed Vert.x; the response's own version is the negotiated one. */
final class WebClientCatalogClient implements CatalogClient {

    private final WebClient client;
    private final long requestTimeoutMs;

    WebClientCatalogClient(Vertx vertx, CatalogClientConfig config) {
        this.client = WebClient.create(vertx, new WebClientOptions(VertxClientOptions.forCatalog(config)));
        this.requestTimeoutMs = config.requestTimeout().toMillis();
    }

    @Override
    public Future<DownstreamResponse> call(DownstreamRequest request) {
        HttpRequest<Buffer> http = client.get(request.pathAndQuery()).timeout(requestTimeoutMs);
        request.headers().forEach(http::putHeader);
        return http.send().map(response -> new DownstreamResponse(response.statusCode(),
                response.body() == null ? Buffer.buffer() : response.body(), response.version().name()));
    }

    @Override
    public void close() {
        client.close();
    }
}
