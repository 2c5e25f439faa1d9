package dev.h2clab.bff.api;

import jakarta.enterprise.event.Observes;
import jakarta.inject.Singleton;

import dev.h2clab.bff.client.CatalogClient;
import io.vertx.core.Handler;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;

/** The edge API, on the event loop (every handler is non-blocking). */
@Singleton
public class BffRoutes {

    void routes(@Observes Router router, CatalogClient client, Admission admission) {
        get(router, "/bff/products/:id", new ProductHandler(client, admission));
        get(router, "/bff/burst", new BurstHandler(client, admission));
        get(router, "/bff/page/:id", new PageHandler(client, admission));
    }

    /**
     * Handlers throw BadParameterException while reading parameters; one failure handler answers it. It sits on each
     * route, not on a {@code /bff/*} route: the metrics' uri tag is the template of the last route matched, so a
     * catch-all would count every bad id under its raw path (one series per id).
     */
    private static void get(Router router, String path, Handler<RoutingContext> handler) {
        router.get(path).handler(handler).failureHandler(EdgeResponses::routeFailure);
    }
}
