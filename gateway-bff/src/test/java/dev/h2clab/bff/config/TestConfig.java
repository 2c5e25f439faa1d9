package dev.h2clab.bff.config;

import java.net.URI;
import java.time.Duration;

/** A hand-built configuration for validator tests; starts from the documented defaults. */
record TestConfig(URI url, Protocol protocol, ClientKind client, int http1PoolSize, int http2PoolSize,
        int http2MultiplexingLimit, int http2ConnectionWindowSize, int http2InitialWindowSize, Duration connectTimeout, Duration requestTimeout,
        Duration idleTimeout, int maxWaitQueue, Duration maxConnectionAge) implements CatalogClientConfig {

    static TestConfig defaults() {
        return new TestConfig(URI.create("http://localhost:8081"), Protocol.HTTP1, ClientKind.WEB_CLIENT, 5, 1, -1, -1, -1,
                Duration.ofSeconds(1), Duration.ofSeconds(5), Duration.ofSeconds(60), 1024, Duration.ZERO);
    }

    TestConfig with(Protocol p, ClientKind c) {
        return new TestConfig(url, p, c, http1PoolSize, http2PoolSize, http2MultiplexingLimit,
                http2ConnectionWindowSize, http2InitialWindowSize, connectTimeout, requestTimeout, idleTimeout, maxWaitQueue, maxConnectionAge);
    }

    TestConfig withPools(int http1, int http2) {
        return new TestConfig(url, protocol, client, http1, http2, http2MultiplexingLimit, http2ConnectionWindowSize,
                http2InitialWindowSize, connectTimeout, requestTimeout, idleTimeout, maxWaitQueue, maxConnectionAge);
    }

    TestConfig withTimeouts(Duration connect, Duration request) {
        return new TestConfig(url, protocol, client, http1PoolSize, http2PoolSize, http2MultiplexingLimit,
                http2ConnectionWindowSize, http2InitialWindowSize, connect, request, idleTimeout, maxWaitQueue, maxConnectionAge);
    }

    TestConfig withInitialWindowSize(int bytes) {
        return new TestConfig(url, protocol, client, http1PoolSize, http2PoolSize, http2MultiplexingLimit,
                http2ConnectionWindowSize, bytes, connectTimeout, requestTimeout, idleTimeout, maxWaitQueue,
                maxConnectionAge);
    }

    TestConfig withMaxConnectionAge(Duration age) {
        return new TestConfig(url, protocol, client, http1PoolSize, http2PoolSize, http2MultiplexingLimit,
                http2ConnectionWindowSize, http2InitialWindowSize, connectTimeout, requestTimeout, idleTimeout, maxWaitQueue, age);
    }
}
