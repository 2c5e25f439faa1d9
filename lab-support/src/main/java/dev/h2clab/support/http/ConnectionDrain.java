package dev.h2clab.support.http;

import java.time.Duration;
import java.util.concurrent.TimeUnit;

import io.vertx.core.Handler;
import io.vertx.core.http.HttpConnection;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpServerRequest;
import io.vertx.core.http.HttpVersion;
import io.vertx.ext.web.RoutingContext;

/**
 * Moves clients off a server that is about to stop, without failing what they already sent. Installed as the
 * first route; once {@link #start()} is called, every request still served tells its connection to go away:
 * <ul>
 * <li>HTTP/2: GOAWAY carrying the last stream id the server accepted ({@link HttpConnection#shutdown}); the
 * streams already open finish, the client opens a new connection for the next ones and the server closes this
 * one when its last stream ends or the drain timeout passes;</li>
 * <li>HTTP/1.1: the response carries {@code Connection: close}, so the connection closes after it.</li>
 * </ul>
 * A connection that sends nothing more is closed when the server stops (HTTP/2 with a GOAWAY too).
 * {@link #awaitQuiet} holds the shutdown until clients have stopped sending. Costs one volatile read per request
 * while not draining.
 */
public final class ConnectionDrain implements Handler<RoutingContext> {

    /** Route order: right after a service's very first route. */
    public static final int ROUTE_ORDER = Integer.MIN_VALUE + 1;

    private final long timeoutMs;
    private volatile boolean draining;
    private volatile long lastRequestNanos;

    /** @param timeout how long an HTTP/2 connection may keep its open streams after its GOAWAY */
    public ConnectionDrain(Duration timeout) {
        this.timeoutMs = Math.max(1, timeout.toMillis());
    }

    /** From now on, every request served also closes its connection gracefully. Idempotent. */
    public void start() {
        lastRequestNanos = System.nanoTime();
        draining = true;
    }

    /**
     * Blocks the calling (shutdown) thread until no request has arrived for {@code quiet}, or {@code timeout}
     * passed: while clients still send, they are served and told to go away; once they have gone, the server may
     * stop accepting. Returns true when it went quiet. Call after {@link #start()}, never on an event loop.
     */
    public boolean awaitQuiet(Duration quiet, Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (true) {
            long now = System.nanoTime();
            long idle = now - lastRequestNanos;
            if (idle >= quiet.toNanos()) {
                return true;
            }
            if (now - deadline >= 0) {
                return false;
            }
            Thread.sleep(Math.max(1, Math.min(quiet.toNanos() - idle, deadline - now) / 1_000_000));
        }
    }

    /**
     * The whole drain as a service runs it on SIGTERM: {@link #start()}, then {@link #awaitQuiet} with
     * {@code quiet} and this drain's timeout; returns a line for the service's log.
     */
    public String drain(String service, Duration quiet) throws InterruptedException {
        start();
        long begin = System.nanoTime();
        boolean wentQuiet = awaitQuiet(quiet, Duration.ofMillis(timeoutMs));
        return service + " drained for " + (System.nanoTime() - begin) / 1_000_000 + " ms (HTTP/2 GOAWAY, HTTP/1.1"
                + " Connection: close): " + (wentQuiet ? "clients stopped sending"
                        : "clients still sending at the timeout, new requests now get 503");
    }

    public boolean draining() {
        return draining;
    }

    @Override
    public void handle(RoutingContext ctx) {
        if (draining) {
            lastRequestNanos = System.nanoTime();
            HttpServerRequest request = ctx.request();
            if (request.version() == HttpVersion.HTTP_2) {
                request.connection().shutdown(timeoutMs, TimeUnit.MILLISECONDS); // repeated calls are no-ops
            } else {
                ctx.response().putHeader(HttpHeaders.CONNECTION, HttpHeaders.CLOSE);
            }
        }
        ctx.next();
    }
}
