package dev.h2clab.bff.config;

import java.net.URI;
import java.time.Duration;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithConverter;
import io.smallrye.config.WithDefault;

/**
 * How gateway-bff reaches catalog-service. Every key is also an environment variable
 * ({@code bff.catalog.http1-pool-size} = {@code BFF_CATALOG_HTTP1_POOL_SIZE}); durations take the short form
 * ({@code 1s}, {@code 500ms}). Cross-field rules are checked at startup by {@link CatalogClientConfigValidator}.
 */
@ConfigMapping(prefix = "bff.catalog")
public interface CatalogClientConfig {

    /** Base URL of catalog-service (scheme, host and port; {@code http} only: this lab is about cleartext). */
    @WithDefault("http://localhost:8081")
    URI url();

    /** Wire protocol to catalog-service: {@code http1}, {@code h2c} (prior knowledge) or {@code h2c-upgrade}. */
    @WithDefault("http1")
    @WithConverter(ProtocolConverter.class)
    Protocol protocol();

    /** Client implementation: {@code web-client}, {@code rest-client} or {@code jdk} (no {@code h2c}). */
    @WithDefault("web-client")
    @WithConverter(ClientKindConverter.class)
    ClientKind client();

    /**
     * Maximum HTTP/1.1 connections to catalog-service (Vert.x default 5). For {@code jdk} it becomes
     * {@code jdk.httpclient.connectionPoolSize}, which caps IDLE pooled connections, not open ones.
     */
    @WithDefault("5")
    int http1PoolSize();

    /**
     * Maximum HTTP/2 connections. Vert.x opens another one only when every open connection is at its stream
     * limit, but a cold burst may open up to this many before streams multiplex. Ignored by {@code jdk}.
     */
    @WithDefault("1")
    int http2PoolSize();

    /** Streams per HTTP/2 connection the client allows itself; -1 = the server's SETTINGS_MAX_CONCURRENT_STREAMS. */
    @WithDefault("-1")
    int http2MultiplexingLimit();

    /** HTTP/2 connection flow-control window the client advertises in bytes; -1 = Vert.x default (65535). */
    @WithDefault("-1")
    int http2ConnectionWindowSize();

    /**
     * HTTP/2 stream flow-control window (SETTINGS_INITIAL_WINDOW_SIZE) the client advertises in bytes: how much
     * catalog may send on one stream before a WINDOW_UPDATE; -1 = the RFC and Vert.x default (65535). It paces
     * large downloads on one connection (the JMeter study's 10 MB case).
     */
    @WithDefault("-1")
    int http2InitialWindowSize();

    /**
     * Calls started in one event-loop task leave in one write: a flush outside a read waits for the end of the
     * task (Netty's FlushConsolidationHandler on each catalog connection). Over h2c a fan-out's HEADERS frames then
     * go out in one {@code writev} instead of one each, and catalog reads them together. {@code false} = stock
     * Vert.x, one write per frame. web-client and rest-client only ({@code jdk} has its own writer); no effect on
     * HTTP/1.1, where a connection carries one call at a time.
     */
    @WithDefault("true")
    boolean flushConsolidation();

    /** TCP connect timeout. */
    @WithDefault("1s")
    Duration connectTimeout();

    /** Whole-call deadline for one downstream call, pool wait included; slower calls answer 504. */
    @WithDefault("5s")
    Duration requestTimeout();

    /** Pooled connections with no traffic for this long are closed. */
    @WithDefault("60s")
    Duration idleTimeout();

    /**
     * Requests allowed to wait for a pooled connection; -1 = unbounded. Beyond it calls fail at once with 503.
     * Size it for the offered concurrency: a small queue also rejects while the first h2c connection is set up.
     * Ignored by {@code jdk}, which has no wait queue.
     */
    @WithDefault("1024")
    int maxWaitQueue();

    /**
     * Age at which a catalog connection is shut down gracefully so that the next one goes through the
     * Kubernetes Service (kube-proxy picks a backend per TCP connection) and may land on another replica;
     * {@code 0s} = never. HTTP/2 sends GOAWAY and lets in-flight streams finish; HTTP/1.1 sends its next request
     * with {@code Connection: close} and closes after that response. The pool then opens a fresh connection on
     * demand. web-client and rest-client only: {@code jdk} with a value above 0 stops startup
     * (java.net.http.HttpClient exposes no connection to shut down).
     */
    @WithDefault("0s")
    Duration maxConnectionAge();

    /**
     * Edge admission: downstream calls the bff lets be in flight at once. A request that needs more than what is
     * left (a fan-out needs one per call) is refused at once with 503 and {@code Retry-After}, before it starts
     * any call, so overload sheds whole requests instead of failing the calls of every request. {@code -1} (auto)
     * = what the pool can hold without refusing a call: its concurrency (HTTP/1.1: the pool size; HTTP/2: pool
     * size x multiplexing limit, 100 when the server decides, as catalog-service advertises) plus
     * {@code max-wait-queue}; unbounded when the wait queue is. {@code 0} = no limit. A request larger than the
     * limit is admitted when nothing else is in flight. Lower it to bound the latency of admitted requests.
     */
    @WithDefault("-1")
    int maxInFlightCalls();

    /**
     * {@code pool} (default): admission holds {@code max-in-flight-calls} fixed, so calls queue in the pool as the
     * offered concurrency makes them. {@code adaptive}: the limit follows request latency (Vegas) between one
     * request and {@code max-in-flight-calls}, shedding load before requests queue; for open traffic that can exceed
     * capacity. The lab's comparisons keep {@code pool}: the pool's queue is what they measure.
     * Its limit is {@code bff_edge_in_flight_calls_limit}.
     */
    @WithDefault("pool")
    @WithConverter(AdmissionModeConverter.class)
    AdmissionMode admission();

    /** Value of {@code Retry-After} on a 503 for overload (whole seconds, at least 1). */
    @WithDefault("1s")
    Duration overloadRetryAfter();

    /** The effective admission limit, {@link #maxInFlightCalls()} with auto resolved; 0 = no limit. */
    default int admissionLimit() {
        if (maxInFlightCalls() >= 0) {
            return maxInFlightCalls();
        }
        if (maxWaitQueue() < 0) {
            return 0;
        }
        return (int) Math.min(Integer.MAX_VALUE, (long) poolConcurrency() + maxWaitQueue());
    }

    /**
     * Calls the pool runs at once without queueing: HTTP/1.1 the pool size; HTTP/2 pool size x multiplexing limit
     * (100 when the server decides, as catalog-service advertises).
     */
    default int poolConcurrency() {
        long concurrency = protocol().isHttp2() && client() != ClientKind.JDK
                ? (long) http2PoolSize() * (http2MultiplexingLimit() > 0 ? http2MultiplexingLimit() : SERVER_STREAMS)
                : http1PoolSize();
        return (int) Math.min(Integer.MAX_VALUE, concurrency);
    }

    /** SETTINGS_MAX_CONCURRENT_STREAMS catalog-service advertises, assumed when the server decides. */
    int SERVER_STREAMS = 100;

    /** Host of {@link #url()}. */
    default String host() {
        return url().getHost();
    }

    /** Port of {@link #url()}, 80 when the URL names none. */
    default int port() {
        return url().getPort() > 0 ? url().getPort() : 80;
    }
}
