package dev.h2clab.bff.client;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.LongAdder;

import dev.h2clab.bff.config.CatalogClientConfig;
import io.vertx.core.Context;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;

/**
 * {@code java.net.http.HttpClient}: HTTP/1.1, or HTTP/2 which on an {@code http://} URL means Upgrade (it has no
 * prior knowledge). Its pool is tuned only by the JVM-wide {@code jdk.httpclient.connectionPoolSize}, which caps
 * IDLE pooled connections, not open ones, and is read once per JVM when the first client is created.
 */
final class JdkCatalogClient implements CatalogClient {

    static final String POOL_SIZE_PROPERTY = "jdk.httpclient.connectionPoolSize";

    private final Vertx vertx;
    private final URI base;
    private final CatalogClientConfig config;
    private final ExecutorService executor;
    private final HttpClient client;

    JdkCatalogClient(Vertx vertx, CatalogClientConfig config) {
        this.vertx = vertx;
        this.config = config;
        this.base = config.url();
        // An explicit -D on the command line wins; otherwise the lab's pool size applies.
        if (System.getProperty(POOL_SIZE_PROPERTY) == null) {
            System.setProperty(POOL_SIZE_PROPERTY, Integer.toString(config.http1PoolSize()));
        }
        this.executor = Executors.newFixedThreadPool(2, daemonThreads());
        this.client = HttpClient.newBuilder()
                .version(config.protocol().isHttp2() ? HttpClient.Version.HTTP_2 : HttpClient.Version.HTTP_1_1)
                .connectTimeout(config.connectTimeout())
                .followRedirects(HttpClient.Redirect.NEVER)
                .executor(executor)
                .build();
    }

    @Override
    public Future<DownstreamResponse> call(DownstreamRequest request, Future<Void> abandoned) {
        HttpRequest.Builder http = HttpRequest.newBuilder(base.resolve(request.pathAndQuery()))
                .timeout(config.requestTimeout())
                .GET();
        request.headers().forEach(http::header);
        Context context = vertx.getOrCreateContext();
        // The JDK completes on its own executor; fromCompletionStage hops back onto the caller's context.
        if (request.keepBody()) {
            return Future.fromCompletionStage(cancellable(client.sendAsync(http.build(),
                    HttpResponse.BodyHandlers.ofByteArray()), abandoned), context).map(response -> DownstreamResponse
                            .kept(response.statusCode(), Buffer.buffer(response.body()), version(response)));
        }
        // Counted as the chunks arrive (one subscriber, called in sequence); nothing is kept.
        LongAdder bytes = new LongAdder();
        HttpResponse.BodyHandler<Void> counting = HttpResponse.BodyHandlers.ofByteArrayConsumer(
                chunk -> chunk.ifPresent(b -> bytes.add(b.length)));
        return Future.fromCompletionStage(cancellable(client.sendAsync(http.build(), counting), abandoned), context)
                .map(response -> DownstreamResponse.counted(response.statusCode(), bytes.sum(), version(response)));
    }

    /**
     * Cancelling the future sendAsync returned stops the exchange (JDK 16+); done on the client's executor, as
     * the JDK closes the stream or connection synchronously and a fan-out abandons many calls at once.
     */
    private <T> CompletableFuture<T> cancellable(CompletableFuture<T> exchange, Future<Void> abandoned) {
        Abandonment.stopOnAbandon(abandoned, exchange, () -> executor.execute(() -> exchange.cancel(true)));
        return exchange;
    }

    private static String version(HttpResponse<?> response) {
        return response.version() == HttpClient.Version.HTTP_2 ? "HTTP_2" : "HTTP_1_1";
    }

    @Override
    public void close() {
        executor.shutdownNow();
    }

    private static java.util.concurrent.ThreadFactory daemonThreads() {
        AtomicInteger count = new AtomicInteger();
        return runnable -> {
            Thread thread = new Thread(runnable, "catalog-jdk-client-" + count.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        };
    }
}
