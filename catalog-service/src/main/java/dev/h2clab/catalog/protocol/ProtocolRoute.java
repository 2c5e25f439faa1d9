package dev.h2clab.catalog.protocol;

import java.util.Map;
import java.util.WeakHashMap;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.vertx.core.http.HttpConnection;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Singleton;

/**
 * The first route of every request (catalog, health and metrics alike): stamps
 * {@code x-served-protocol} with the version the server saw, and counts each connection once,
 * at its first request, in {@code catalog_connections_opened_total}.
 *
 * <p>Quarkus exposes no accept hook on its HTTP server (its own connection handler is only
 * installed for {@code quarkus.http.limits.max-connections}), so a connection is recognised by
 * identity here. An h2c Upgrade is answered on the HTTP/2 connection object, so it counts once.
 * A connection that closes without sending a request is not counted; {@code lab_tcp_established}
 * is the kernel's view.
 */
@Singleton
public class ProtocolRoute {

    public static final String HEADER = "x-served-protocol";

    /** Runs before every other route, including Quarkus' own. */
    static final int ORDER = Integer.MIN_VALUE;

    private final Counter connectionsOpened;

    // A connection lives on one event loop, so a per-thread map needs no lock; weak keys let
    // closed connections go with the garbage collector.
    private final ThreadLocal<Map<HttpConnection, Boolean>> seen = ThreadLocal.withInitial(WeakHashMap::new);

    ProtocolRoute(MeterRegistry registry) {
        connectionsOpened = Counter.builder("catalog.connections.opened")
                .description("HTTP connections seen by catalog-service (counted at their first request)")
                .register(registry);
    }

    void register(@Observes Router router) {
        router.route().order(ORDER).handler(this::handle);
    }

    private void handle(RoutingContext ctx) {
        ctx.response().putHeader(HEADER, ctx.request().version().name());
        HttpConnection connection = ctx.request().connection();
        if (connection != null && seen.get().put(connection, Boolean.TRUE) == null) {
            connectionsOpened.increment();
        }
        ctx.next();
    }
}
