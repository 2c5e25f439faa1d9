package dev.h2clab.bff.client;

import java.util.concurrent.TimeUnit;

import dev.h2clab.bff.config.CatalogClientConfig;
import dev.h2clab.bff.config.Protocol;
import io.vertx.core.http.HttpClientOptions;
import io.vertx.core.http.HttpVersion;

/** The Vert.x client options both Vert.x-based clients share, so they differ only in their API. */
final class VertxClientOptions {

    /** Metrics name: Quarkus creates {@code http_client_*} meters only for named clients; the tag is "catalog". */
    static final String METRICS_NAME = "http-client|catalog";

    private VertxClientOptions() {
    }

    static HttpClientOptions forCatalog(CatalogClientConfig config) {
        Protocol protocol = config.protocol();
        HttpClientOptions options = new HttpClientOptions()
                .setDefaultHost(config.host())
                .setDefaultPort(config.port())
                .setProtocolVersion(protocol.isHttp2() ? HttpVersion.HTTP_2 : HttpVersion.HTTP_1_1)
                // false = prior knowledge (connection preface at once); true = HTTP/1.1 Upgrade: h2c first
                .setHttp2ClearTextUpgrade(protocol == Protocol.H2C_UPGRADE)
                .setMaxPoolSize(config.http1PoolSize())
                .setHttp2MaxPoolSize(config.http2PoolSize())
                .setHttp2MultiplexingLimit(config.http2MultiplexingLimit())
                .setMaxWaitQueueSize(config.maxWaitQueue())
                .setConnectTimeout((int) config.connectTimeout().toMillis())
                .setIdleTimeoutUnit(TimeUnit.MILLISECONDS)
                .setIdleTimeout((int) config.idleTimeout().toMillis())
                .setKeepAlive(true)
                .setKeepAliveTimeout((int) config.idleTimeout().toSeconds())
                .setHttp2KeepAliveTimeout((int) config.idleTimeout().toSeconds())
                .setMetricsName(METRICS_NAME);
        if (config.http2ConnectionWindowSize() > 0) {
            options.setHttp2ConnectionWindowSize(config.http2ConnectionWindowSize());
        }
        if (config.http2InitialWindowSize() > 0) {
            options.getInitialSettings().setInitialWindowSize(config.http2InitialWindowSize());
        }
        return options;
    }
}
