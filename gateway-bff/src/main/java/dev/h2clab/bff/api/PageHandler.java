package dev.h2clab.bff.api;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import dev.h2clab.bff.client.CatalogClient;
import dev.h2clab.bff.client.DownstreamFailure;
import dev.h2clab.bff.client.DownstreamRequest;
import dev.h2clab.bff.client.DownstreamResponse;
import dev.h2clab.bff.client.Outcome;
import io.vertx.core.Future;
import io.vertx.core.Handler;
import io.vertx.core.json.DecodeException;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.RoutingContext;

/**
 * {@code GET /bff/page/{id}?delayMs=D}: item, categories and {@value #RELATED} related items fetched concurrently
 * (different resources on one origin, as a real page would) and composed into one document.
 */
final class PageHandler implements Handler<RoutingContext> {

    static final int RELATED = 3;

    private final CatalogClient client;
    private final Admission admission;

    PageHandler(CatalogClient client, Admission admission) {
        this.client = client;
        this.admission = admission;
    }

    @Override
    public void handle(RoutingContext ctx) {
        long id = RequestParams.pathLong(ctx, "id", 0, Limits.MAX_PAGE_ID);
        int delayMs = RequestParams.queryInt(ctx, "delayMs", 0, Limits.MAX_DELAY_MS, 0);
        Admission.Permit permit = admission.admit(ctx, 2 + RELATED);
        if (permit == null) {
            return;
        }
        List<DownstreamRequest> requests = new ArrayList<>(2 + RELATED);
        requests.add(DownstreamRequest.item(id, delayMs, ""));
        requests.add(DownstreamRequest.categories(delayMs, ""));
        for (int i = 1; i <= RELATED; i++) {
            requests.add(DownstreamRequest.item(id + i, delayMs, ""));
        }
        FanOut calls = new FanOut(client, requests, permit);
        calls.settled().onComplete(known -> answer(ctx, calls));
        calls.joined().onComplete(done -> permit.release());
    }

    private static void answer(RoutingContext ctx, FanOut fanOut) {
        List<Future<DownstreamResponse>> calls = fanOut.calls();
        String protocol = DownstreamCalls.firstProtocol(calls);
        Throwable failure = fanOut.firstFailure();
        if (failure != null) {
            EdgeResponses.failure(ctx, failure, protocol, Map.of());
            return;
        }
        try {
            JsonArray related = new JsonArray();
            calls.subList(2, calls.size()).forEach(call -> related.add(call.result().body().toJsonObject()));
            JsonObject page = new JsonObject()
                    .put("item", calls.get(0).result().body().toJsonObject())
                    .put("categories", calls.get(1).result().body().toJsonArray())
                    .put("related", related);
            EdgeResponses.json(ctx, protocol, page.toBuffer());
        } catch (DecodeException | ClassCastException e) {
            EdgeResponses.failure(ctx, new DownstreamFailure(Outcome.IO_ERROR,
                    "catalog-service answered a body that is not the expected JSON: " + e.getMessage(), e), protocol,
                    Map.of());
        }
    }
}
