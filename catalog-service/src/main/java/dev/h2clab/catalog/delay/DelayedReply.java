package dev.h2clab.catalog.delay;

import dev.h2clab.catalog.config.CatalogConfig;
import dev.h2clab.catalog.params.RangeParam;
import dev.h2clab.catalog.params.RequestParams;
import io.vertx.core.http.HttpServerResponse;
import io.vertx.ext.web.RoutingContext;
import jakarta.inject.Singleton;

/**
 * The optional {@code delayMs} of every endpoint: a simulated service time that holds no thread,
 * only a Vert.x timer on the request's event loop.
 */
@Singleton
public class DelayedReply {

    private final RangeParam delayMs;

    DelayedReply(CatalogConfig config) {
        this.delayMs = new RangeParam("delayMs", 0, config.maxDelayMs());
    }

    /** Validates {@code delayMs} (absent means 0); call before any other work so bad input fails fast. */
    public long parse(RoutingContext ctx) {
        return RequestParams.queryOrDefault(ctx, delayMs, 0);
    }

    /** Runs {@code answer} after {@code millis}, skipping it when the client went away meanwhile. */
    public void after(RoutingContext ctx, long millis, Runnable answer) {
        if (millis == 0) {
            answer.run();
            return;
        }
        ctx.vertx().setTimer(millis, timerId -> {
            HttpServerResponse response = ctx.response();
            if (response.closed() || response.ended()) {
                return;
            }
            try {
                answer.run();
            } catch (RuntimeException e) {
                ctx.fail(e); // outside the router's own try/catch, so hand it over explicitly
            }
        });
    }
}
