package dev.h2clab.catalog.problem;

import org.jboss.logging.Logger;

import dev.h2clab.catalog.params.InvalidParameterException;
import io.vertx.core.Handler;
import io.vertx.ext.web.RoutingContext;

/**
 * Turns every failure of a catalog route into a problem+json answer: a bad parameter becomes 400
 * with an extension member {@code parameter}, anything else 500 (logged, details not leaked).
 */
public final class ProblemFailureHandler implements Handler<RoutingContext> {

    private static final Logger LOG = Logger.getLogger(ProblemFailureHandler.class);

    @Override
    public void handle(RoutingContext ctx) {
        String instance = ctx.request().path();
        if (ctx.failure() instanceof InvalidParameterException bad) {
            ProblemResponses.send(ctx, ProblemResponses.problem(400, "Bad Request", bad.getMessage(), instance)
                    .put("parameter", bad.parameter()));
            return;
        }
        int status = ctx.statusCode() >= 400 ? ctx.statusCode() : 500;
        if (status >= 500) {
            LOG.errorf(ctx.failure(), "request %s failed", instance);
        }
        String title = ctx.response().setStatusCode(status).getStatusMessage();
        ProblemResponses.send(ctx, ProblemResponses.problem(status, title,
                status >= 500 ? "The server failed to answer this request." : title, instance));
    }
}
