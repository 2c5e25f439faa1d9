package dev.h2clab.bff.api;

import jakarta.enterprise.event.Observes;
import jakarta.inject.Singleton;

import dev.h2clab.bff.client.CatalogClient;
import io.vertx.ext.web.Router;

/** The edge API, on the event loop (every handler is non-blocking). */
@Singleton
public class BffRoutes {

    void routes(@Observes Router router, CatalogClient client, Admission admission) {
        // handlers throw BadParameterException while reading parameters; one place answers it
        router.route("/bff/*").failureHandler(EdgeResponses::routeFailure);
        router.get("/bff/products/:id").handler(new ProductHandler(client, admission));
        router.get("/bff/burst").handler(new BurstHandler(client, admission));
        router.get("/bff/page/:id").handler(new PageHandler(client, admission));
    }
}
