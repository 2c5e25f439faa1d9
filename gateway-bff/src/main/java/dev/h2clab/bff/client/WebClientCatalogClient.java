package dev.h2clab.bff.client;

import dev.h2clab.bff.config.CatalogClientConfig;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpClient;
import io.vertx.core.http.HttpClientOptions;
import io.vertx.ext.web.client.HttpRequest;
import io.vertx.ext.web.client.WebClient;
import io.vertx.ext.web.client.WebClientOptions;
import io.vertx.ext.web.client.impl.ClientPhase;
import io.vertx.ext.web.client.impl.WebClientInternal;
import io.vertx.core.buffer.Buffer;

/**
 * Vert.x WebClient over an {@link HttpClient} built once from the managed Vert.x (the builder is where the
 * connection-rotation hook goes); the response's own version is the negotiated one.
 */
final class WebClientCatalogClient implements CatalogClient {

    private final HttpClient httpClient;
    private final WebClient client;
    private final long requestTimeoutMs;

    WebClientCatalogClient(Vertx vertx, CatalogClientConfig config) {
        HttpClientOptions options = VertxClientOptions.forCatalog(config);
        ConnectionRotation rotation = new ConnectionRotation(vertx, config);
        this.httpClient = rotation.httpClient(options);
        WebClient webClient = WebClient.wrap(httpClient, new WebClientOptions(options));
        if (rotation.enabled()) {
            // The request's connection is known only in SEND_REQUEST (an interceptor, as WebClientSession uses).
            ((WebClientInternal) webClient).addInterceptor(context -> {
                if (context.phase() == ClientPhase.SEND_REQUEST) {
                    rotation.onRequest(context.clientRequest(), false);
                }
                context.next();
            });
        }
        this.client = webClient;
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
        httpClient.close();
    }
}
