package dev.h2clab.bff.config;

import java.net.URI;
import java.time.Duration;
import java.util.function.Consumer;

/** A hand-built configuration for validator tests; starts from the documented defaults, changed by copies. */
final class TestConfig implements CatalogClientConfig, Cloneable {

    private URI url = URI.create("http://localhost:8081");
    private Protocol protocol = Protocol.HTTP1;
    private ClientKind client = ClientKind.WEB_CLIENT;
    private int http1PoolSize = 5;
    private int http2PoolSize = 1;
    private int http2MultiplexingLimit = -1;
    private int http2ConnectionWindowSize = -1;
    private int http2InitialWindowSize = -1;
    private Duration connectTimeout = Duration.ofSeconds(1);
    private Duration requestTimeout = Duration.ofSeconds(5);
    private Duration idleTimeout = Duration.ofSeconds(60);
    private int maxWaitQueue = 1024;
    private Duration maxConnectionAge = Duration.ZERO;
    private int maxInFlightCalls = -1;
    private Duration overloadRetryAfter = Duration.ofSeconds(1);
    private AdmissionMode admission = AdmissionMode.POOL;

    static TestConfig defaults() {
        return new TestConfig();
    }

    private TestConfig copy(Consumer<TestConfig> change) {
        try {
            TestConfig copy = (TestConfig) clone();
            change.accept(copy);
            return copy;
        } catch (CloneNotSupportedException e) {
            throw new AssertionError(e);
        }
    }

    TestConfig with(Protocol p, ClientKind c) {
        return copy(t -> {
            t.protocol = p;
            t.client = c;
        });
    }

    TestConfig withPools(int http1, int http2) {
        return copy(t -> {
            t.http1PoolSize = http1;
            t.http2PoolSize = http2;
        });
    }

    TestConfig withTimeouts(Duration connect, Duration request) {
        return copy(t -> {
            t.connectTimeout = connect;
            t.requestTimeout = request;
        });
    }

    TestConfig withInitialWindowSize(int bytes) {
        return copy(t -> t.http2InitialWindowSize = bytes);
    }

    TestConfig withMaxConnectionAge(Duration age) {
        return copy(t -> t.maxConnectionAge = age);
    }

    TestConfig withMultiplexingLimit(int limit) {
        return copy(t -> t.http2MultiplexingLimit = limit);
    }

    TestConfig withMaxWaitQueue(int queue) {
        return copy(t -> t.maxWaitQueue = queue);
    }

    TestConfig withAdmissionMode(AdmissionMode mode) {
        return copy(t -> t.admission = mode);
    }

    TestConfig withAdmission(int maxInFlightCalls, Duration retryAfter) {
        return copy(t -> {
            t.maxInFlightCalls = maxInFlightCalls;
            t.overloadRetryAfter = retryAfter;
        });
    }

    @Override public URI url() { return url; }
    @Override public Protocol protocol() { return protocol; }
    @Override public ClientKind client() { return client; }
    @Override public int http1PoolSize() { return http1PoolSize; }
    @Override public int http2PoolSize() { return http2PoolSize; }
    @Override public int http2MultiplexingLimit() { return http2MultiplexingLimit; }
    @Override public int http2ConnectionWindowSize() { return http2ConnectionWindowSize; }
    @Override public int http2InitialWindowSize() { return http2InitialWindowSize; }
    @Override public Duration connectTimeout() { return connectTimeout; }
    @Override public Duration requestTimeout() { return requestTimeout; }
    @Override public Duration idleTimeout() { return idleTimeout; }
    @Override public int maxWaitQueue() { return maxWaitQueue; }
    @Override public Duration maxConnectionAge() { return maxConnectionAge; }
    @Override public boolean flushConsolidation() { return true; }
    @Override public int maxInFlightCalls() { return maxInFlightCalls; }
    @Override public Duration overloadRetryAfter() { return overloadRetryAfter; }
    @Override public AdmissionMode admission() { return admission; }
}
