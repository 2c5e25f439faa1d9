package dev.h2clab.bff.api;

import java.util.Collections;
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
 * or a payload of B bytes), joined. Any failure turns the answer into the first failure's status. Bodies are
 * counted, not kept (except by rest-client, whose JAX-RS entity is the whole body: see its body budget).
 */
final class BurstHandler implements Handler<RoutingContext> {

    private final CatalogClient client;
    private final Admission admission;

    BurstHandler(CatalogClient client, Admission admission) {
        this.client = client;
        this.admission = admission;
    }

    @Override
    public void handle(RoutingContext ctx) {
        int fanout = RequestParams.queryInt(ctx, "fanout", 1, Limits.MAX_FANOUT, 4);
        int bytes = RequestParams.queryInt(ctx, "bytes", 0, Limits.MAX_PAYLOAD_BYTES, 0);
        int delayMs = RequestParams.queryInt(ctx, "delayMs", 0, Limits.MAX_DELAY_MS, 0);
        int headerBytes = RequestParams.queryInt(ctx, "headerBytes", 0, Limits.MAX_HEADER_BYTES, 0);
        String padding = "x".repeat(headerBytes);
        // Only the byte count is reported, so bodies are counted and dropped as they stream in.
        DownstreamRequest request = (bytes == 0 ? DownstreamRequest.categories(delayMs, padding)
                : DownstreamRequest.payload(bytes, delayMs, padding)).countingOnly();
        Admission.Permit permit = admission.admit(ctx, fanout);
        if (permit == null) {
            return;
        }
        FanOut calls = new FanOut(client, Collections.nCopies(fanout, request), permit);
        calls.settled().onComplete(known -> answer(ctx, fanout, calls));
        calls.joined().onComplete(done -> permit.release());
    }

    private static void answer(RoutingContext ctx, int fanout, FanOut fanOut) {
        List<Future<DownstreamResponse>> calls = fanOut.calls();
        int succeeded = 0;
        long bytes = 0;
        for (Future<DownstreamResponse> call : calls) {
            if (call.succeeded()) {
                succeeded++;
                bytes += call.result().bodyBytes();
            }
        }
        String protocol = DownstreamCalls.firstProtocol(calls);
        Throwable failure = fanOut.firstFailure();
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
