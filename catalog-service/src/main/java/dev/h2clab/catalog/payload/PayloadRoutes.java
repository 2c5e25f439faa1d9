package dev.h2clab.catalog.payload;

import dev.h2clab.catalog.delay.DelayedReply;
import dev.h2clab.catalog.params.RangeParam;
import dev.h2clab.catalog.params.RequestParams;
import dev.h2clab.catalog.problem.ProblemFailureHandler;
import dev.h2clab.catalog.protocol.Endpoint;
import dev.h2clab.catalog.protocol.RequestCounter;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Singleton;

/** {@code GET /catalog/payload?bytes=N}: exactly N bytes of {@code application/octet-stream}. */
@Singleton
public class PayloadRoutes {

    private final RequestCounter requests;
    private final DelayedReply delay;
    private final PayloadBuffer payload;
    private final RangeParam bytes;

    PayloadRoutes(RequestCounter requests, DelayedReply delay, PayloadBuffer payload) {
        this.requests = requests;
        this.delay = delay;
        this.payload = payload;
        this.bytes = new RangeParam("bytes", 0, payload.capacity());
    }

    void register(@Observes Router router) {
        router.get("/catalog/payload").handler(this::payload).failureHandler(new ProblemFailureHandler());
    }

    private void payload(RoutingContext ctx) {
        requests.count(Endpoint.PAYLOAD, ctx.request().version());
        int length = (int) RequestParams.query(ctx, bytes);
        long millis = delay.parse(ctx);
        delay.after(ctx, millis, () -> ctx.response()
                .putHeader("content-type", "application/octet-stream")
                .end(payload.slice(length)));
    }
}
