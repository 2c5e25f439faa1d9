package dev.h2clab.bff.api;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import dev.h2clab.bff.client.CatalogClient;
import dev.h2clab.bff.client.DownstreamRequest;
import dev.h2clab.bff.client.DownstreamResponse;
import io.vertx.core.Future;
import io.vertx.core.Handler;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.RoutingContext;

/**
 * {@code GET /bff/burst?fanout=N&bytes=B&delayMs=D&headerBytes=H}: N concurrent calls to one origin (categories,
 * or a payload of B bytes), joined. Any failure turns the answer into the first failure's status.
 */
final class BurstHandler implements Handler<RoutingContext> {

    private final CatalogClient client;

    BurstHandler(CatalogClient client) {
        this.client = client;
    }

    @Override
    public void handle(RoutingContext ctx) {
        int fanout;
        DownstreamRequest request;
        try {
            fanout = RequestParams.queryInt(ctx, "fanout", 1, Limits.MAX_FANOUT, 4);
            int bytes = RequestParams.queryInt(ctx, "bytes", 0, Limits.MAX_PAYLOAD_BYTES, 0);
            int delayMs = RequestParams.queryInt(ctx, "delayMs", 0, Limits.MAX_DELAY_MS, 0);
            int headerBytes = RequestParams.queryInt(ctx, "headerBytes", 0, Limits.MAX_HEADER_BYTES, 0);
            String padding = "x".repeat(headerBytes);
            request = bytes == 0 ? DownstreamRequest.categories(delayMs, padding)
                    : DownstreamRequest.payload(bytes, delayMs, padding);
        } catch (BadParameterException e) {
            EdgeResponses.failure(ctx, e, null, Map.of());
            return;
        }
        List<Future<DownstreamResponse>> calls = new ArrayList<>(fanout);
        for (int i = 0; i < fanout; i++) {
            calls.add(DownstreamCalls.fetch(client, request));
        }
        Future.join(calls).onComplete(done -> answer(ctx, fanout, calls));
    }

    private static void answer(RoutingContext ctx, int fanout, List<Future<DownstreamResponse>> calls) {
        int succeeded = 0;
        long bytes = 0;
        for (Future<DownstreamResponse> call : calls) {
            if (call.succeeded()) {
                succeeded++;
                bytes += call.result().body().length();
            }
        }
        String protocol = DownstreamCalls.firstProtocol(calls);
        Throwable failure = DownstreamCalls.firstFailure(calls);
        if (failure != null) {
            EdgeResponses.failure(ctx, failure, protocol,
                    Map.of("fanout", fanout, "succeeded", succeeded, "failed", fanout - succeeded));
            return;
        }
        JsonObject body = new JsonObject().put("fanout", fanout).put("succeeded", succeeded).put("failed", 0)
                .put("bytes", bytes).put("protocol", protocol);
        EdgeResponses.json(ctx, protocol, body.toBuffer());
    }
}
