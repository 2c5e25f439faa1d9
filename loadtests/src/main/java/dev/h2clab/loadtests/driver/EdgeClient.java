package dev.h2clab.loadtests.driver;

import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpClient;
import io.vertx.core.http.HttpClientOptions;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.HttpVersion;
import io.vertx.core.http.PoolOptions;
import io.vertx.core.http.RequestOptions;

import java.time.Duration;

/** HTTP/1.1 keep-alive client to the bff edge, as in every published experiment (the edge is never h2c). */
public final class EdgeClient implements AutoCloseable {

    private final HttpClient client;
    private final String host;
    private final int port;
    private final long timeoutMs;

    public EdgeClient(Vertx vertx, String host, int port, int connections, Duration timeout) {
        HttpClientOptions options = new HttpClientOptions()
                .setProtocolVersion(HttpVersion.HTTP_1_1)
                .setKeepAlive(true)
                .setPipelining(false)
                .setConnectTimeout((int) Math.min(Integer.MAX_VALUE, timeout.toMillis()))
                .setTcpNoDelay(true);
        PoolOptions pool = new PoolOptions().setHttp1MaxSize(connections).setMaxWaitQueueSize(-1);
        this.client = vertx.createHttpClient(options, pool);
        this.host = host;
        this.port = port;
        this.timeoutMs = timeout.toMillis();
    }

    /** GET {@code path}; the body is read fully and discarded. Never fails: errors become an {@link Outcome}. */
    public Future<Outcome> get(String path) {
        RequestOptions request = new RequestOptions().setMethod(HttpMethod.GET).setHost(host).setPort(port)
                .setURI(path).setTimeout(timeoutMs);
        return client.request(request)
                .compose(req -> req.send())
                .compose(resp -> resp.body().map(body -> Outcome.ofStatus(resp.statusCode())))
                .recover(t -> Future.succeededFuture(Outcome.ofFailure(t)));
    }

    @Override
    public void close() {
        client.close();
    }
}
