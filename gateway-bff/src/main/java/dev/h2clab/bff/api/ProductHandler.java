package dev.h2clab.bff.api;

import java.util.Map;

import dev.h2clab.bff.client.CatalogClient;
import dev.h2clab.bff.client.DownstreamRequest;
import io.vertx.core.Handler;
import io.vertx.ext.web.RoutingContext;

/** {@code GET /bff/products/{id}?delayMs=D}: one downstream call, the item passed through. */
final class ProductHandler implements Handler<RoutingContext> {

    private final CatalogClient client;
    private final Admission admission;

    ProductHandler(CatalogClient client, Admission admission) {
        this.client = client;
        this.admission = admission;
    }

    @Override
    public void handle(RoutingContext ctx) {
        long id = RequestParams.pathLong(ctx, "id", 0, Limits.MAX_ITEM_ID);
        int delayMs = RequestParams.queryInt(ctx, "delayMs", 0, Limits.MAX_DELAY_MS, 0);
        DownstreamRequest request = DownstreamRequest.item(id, delayMs, "");
        Admission.Permit permit = admission.admit(ctx, 1);
        if (permit == null) {
            return;
        }
        DownstreamCalls.fetch(client, request, permit).onComplete(result -> {
            permit.release();
            if (result.succeeded()) {
                EdgeResponses.json(ctx, result.result().protocol(), result.result().body());
            } else {
                EdgeResponses.failure(ctx, result.cause(), null, Map.of());
            }
        });
    }
}
