package dev.h2clab.catalog.items;

import dev.h2clab.catalog.config.CatalogConfig;
import dev.h2clab.catalog.delay.DelayedReply;
import dev.h2clab.catalog.params.RangeParam;
import dev.h2clab.catalog.params.RequestParams;
import dev.h2clab.catalog.problem.ProblemFailureHandler;
import dev.h2clab.catalog.protocol.Endpoint;
import dev.h2clab.catalog.protocol.RequestCounter;
import io.vertx.core.buffer.Buffer;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Singleton;

/** {@code GET /catalog/items/:id} and {@code GET /catalog/categories}, both JSON. */
@Singleton
public class ItemRoutes {

    private static final String JSON = "application/json";

    private final RequestCounter requests;
    private final DelayedReply delay;
    private final RangeParam id;
    private final ItemBodies bodies = new ItemBodies();

    ItemRoutes(RequestCounter requests, DelayedReply delay, CatalogConfig config) {
        this.requests = requests;
        this.delay = delay;
        this.id = new RangeParam("id", 0, config.maxItemId());
    }

    void register(@Observes Router router) {
        router.get("/catalog/items/:id").handler(this::item).failureHandler(new ProblemFailureHandler());
        router.get("/catalog/categories").handler(this::categories).failureHandler(new ProblemFailureHandler());
    }

    private void item(RoutingContext ctx) {
        requests.count(Endpoint.ITEMS, ctx.request().version());
        long itemId = RequestParams.path(ctx, id);
        long millis = delay.parse(ctx);
        delay.after(ctx, millis, () -> send(ctx, bodies.body(itemId)));
    }

    private void categories(RoutingContext ctx) {
        requests.count(Endpoint.CATEGORIES, ctx.request().version());
        long millis = delay.parse(ctx);
        delay.after(ctx, millis, () -> send(ctx, Categories.json()));
    }

    private static void send(RoutingContext ctx, Buffer body) {
        ctx.response().putHeader("content-type", JSON).end(body);
    }
}
