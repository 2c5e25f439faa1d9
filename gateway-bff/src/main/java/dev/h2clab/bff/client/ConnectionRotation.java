package dev.h2clab.bff.client;

import java.util.Collections;
import java.util.Set;
import java.util.WeakHashMap;
import java.util.concurrent.TimeUnit;

import org.jboss.logging.Logger;

import dev.h2clab.bff.config.CatalogClientConfig;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpClient;
import io.vertx.core.http.HttpClientOptions;
import io.vertx.core.http.HttpClientRequest;
import io.vertx.core.http.HttpConnection;
import io.vertx.core.http.HttpHeaders;

/**
 * {@code bff.catalog.max-connection-age}: a Kubernetes Service picks a backend per TCP connection, so one
 * long-lived h2c connection pins every call to one replica. Each connection is retired once it reaches the age;
 * the pool then opens a fresh one for the next call, which kube-proxy balances again. Vert.x 4.5 has no
 * max-lifetime pool option, hence a timer per connection. Retiring must never fail a call:
 * <ul>
 * <li>HTTP/2 in two steps. A GOAWAY takes the connection out of the pool but keeps the socket; {@link #settleMs}
 * later {@code shutdown} closes it once its active streams are done. A call that leased the connection just
 * before the GOAWAY opens its stream a moment later: a direct {@code shutdown} (GOAWAY, then close at zero
 * active streams) failed such calls with "Attempted to create stream after connection was closed".</li>
 * <li>HTTP/1.1 has no GOAWAY, and closing an idle pooled connection races with a call leasing it on another
 * event loop ("Connection was closed"). So the connection's next request carries {@code Connection: close}:
 * the client closes it after that response, before handing it back to the pool.</li>
 * </ul>
 */
final class ConnectionRotation {

    private static final Logger LOG = Logger.getLogger(ConnectionRotation.class);

    private final Vertx vertx;
    private final long ageMs;
    private final long graceMs;
    /** GOAWAY to close: short against the age, so one connection drains while its successor works. */
    private final long settleMs;
    /** Connections already set up (rest-client path, which sees connections through requests only). */
    private final Set<HttpConnection> seen = weakSet();
    /** {@code bff.catalog.flush-consolidation}, installed on each new connection beside its rotation timer. */
    private final boolean consolidateFlushes;
    /** HTTP/1.1 connections past their age, waiting for the request that will carry Connection: close. */
    private final Set<HttpConnection> expired = weakSet();

    ConnectionRotation(Vertx vertx, CatalogClientConfig config) {
        this.vertx = vertx;
        this.ageMs = config.maxConnectionAge().toMillis();
        // Every call ends within request-timeout (the client times it out), so no stream outlives this grace.
        this.graceMs = config.requestTimeout().toMillis();
        this.settleMs = Math.max(1, Math.min(ageMs / 2, 1000)); // Vert.x timers take >= 1 ms
        this.consolidateFlushes = config.flushConsolidation();
    }

    boolean enabled() {
        return ageMs > 0;
    }

    /** Whether a new connection needs setting up: a rotation timer, or flush consolidation. */
    boolean setsUpConnections() {
        return enabled() || consolidateFlushes;
    }

    /**
     * A Vert.x client with the options' pool settings; every new connection is set up ({@link #setUp}). The builder ignores the pool settings inside {@link HttpClientOptions} (it would use
     * {@code new PoolOptions()}: 5 / 1 / unbounded queue), so they are passed explicitly.
     */
    HttpClient httpClient(HttpClientOptions options) {
        var builder = vertx.httpClientBuilder().with(options).with(options.getPoolOptions());
        if (setsUpConnections()) {
            // Runs on the connection's own context, so the timer does too.
            builder.withConnectHandler(this::setUp);
        }
        return builder.build();
    }

    /**
     * Every request once its connection is known. Marks an expired HTTP/1.1 connection's last request, and, with
     * {@code scheduleFirstSeen} (the REST client, which has no connect hook), sets up each connection at the first
     * request seen on it (rotation timer, flush consolidation): a connection is opened for a waiting request, so
     * the two are a moment apart.
     */
    void onRequest(HttpClientRequest request, boolean scheduleFirstSeen) {
        HttpConnection connection = request.connection();
        if (connection == null) {
            return;
        }
        if (scheduleFirstSeen && seen.add(connection)) {
            setUp(connection);
        }
        if (expired.remove(connection)) {
            request.putHeader(HttpHeaders.CONNECTION, HttpHeaders.CLOSE);
        }
    }

    /** Once per connection: flush consolidation when configured, the rotation timer when enabled. */
    private void setUp(HttpConnection connection) {
        if (consolidateFlushes) {
            FlushConsolidation.install(connection);
        }
        if (enabled()) {
            schedule(connection);
        }
    }

    private void schedule(HttpConnection connection) {
        vertx.setTimer(ageMs, id -> {
            LOG.debugf("retiring catalog connection %s after %d ms", connection.localAddress(), ageMs);
            try {
                connection.goAway(0); // NO_ERROR: out of the pool now, socket kept for streams in flight
                vertx.setTimer(settleMs, settled -> connection.shutdown(graceMs, TimeUnit.MILLISECONDS));
            } catch (UnsupportedOperationException http1) {
                // HTTP/1.1, also an h2c upgrade the server declined.
                expired.add(connection);
            }
        });
    }

    private static Set<HttpConnection> weakSet() {
        // Identity keys (connections do not override equals); closed connections go with the garbage collector.
        return Collections.synchronizedSet(Collections.newSetFromMap(new WeakHashMap<>()));
    }
}
