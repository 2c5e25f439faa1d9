package dev.h2clab.bff.client;

import dev.h2clab.bff.config.CatalogClientConfig;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpClient;
import io.vertx.core.http.HttpClientOptions;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.RequestOptions;
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
    private final ConnectionRotation rotation;
    private final long requestTimeoutMs;

    WebClientCatalogClient(Vertx vertx, CatalogClientConfig config) {
        HttpClientOptions options = VertxClientOptions.forCatalog(config);
        this.rotation = new ConnectionRotation(vertx, config);
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
    public Future<DownstreamResponse> call(DownstreamRequest request, Future<Void> abandoned) {
        if (!request.keepBody()) {
            return countBody(request, abandoned);
        }
        HttpRequest<Buffer> http = client.get(request.pathAndQuery()).timeout(requestTimeoutMs);
        request.headers().forEach(http::putHeader);
        return http.send().map(response -> DownstreamResponse.kept(response.statusCode(), response.body(),
                response.version().name()));
    }

    /**
     * A body only counted (bursts, large payloads) goes through the WebClient's own HttpClient: its request can be
     * reset when the call is abandoned (the WebClient API has no cancel, and its timeout is an idle timeout that
     * a slowly streaming body never trips), and chunks are counted as they arrive.
     */
    private Future<DownstreamResponse> countBody(DownstreamRequest request, Future<Void> abandoned) {
        RequestOptions options = new RequestOptions().setMethod(HttpMethod.GET).setURI(request.pathAndQuery())
                .setIdleTimeout(requestTimeoutMs)
                .setConnectTimeout(requestTimeoutMs); // also bounds the wait for a pooled connection or stream
        request.headers().forEach(options::putHeader);
        return httpClient.request(options).compose(http -> {
            if (rotation.enabled()) {
                rotation.onRequest(http, false);
            }
            http.exceptionHandler(ignored -> { }); // failures reach the caller through the futures below
            long[] bytes = new long[1];
            Future<DownstreamResponse> exchange = http.send().compose(response -> {
                response.handler(chunk -> bytes[0] += chunk.length());
                return response.end().map(v -> DownstreamResponse.counted(response.statusCode(), bytes[0],
                        response.version().name()));
            });
            Abandonment.stopOnAbandon(abandoned, exchange, http::reset);
            return exchange;
        });
    }

    @Override
    public void close() {
        client.close();
        httpClient.close();
    }
}
