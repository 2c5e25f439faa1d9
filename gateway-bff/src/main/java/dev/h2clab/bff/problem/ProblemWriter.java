package dev.h2clab.bff.problem;

import java.util.Map;

import io.netty.handler.codec.http.HttpResponseStatus;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.RoutingContext;

/** Writes RFC 9457 {@code application/problem+json} answers. */
public final class ProblemWriter {

    public static final String CONTENT_TYPE = "application/problem+json";

    private ProblemWriter() {
    }

    /**
     * Ends the response with a problem body.
     *
     * @param extensions extension members (e.g. {@code parameter}, {@code succeeded}), may be empty
     */
    public static void write(RoutingContext ctx, int status, String detail, Map<String, ?> extensions) {
        JsonObject problem = new JsonObject()
                .put("type", "about:blank")
                .put("title", HttpResponseStatus.valueOf(status).reasonPhrase())
                .put("status", status)
                .put("detail", detail)
                .put("instance", ctx.request().path());
        extensions.forEach(problem::put);
        if (!ctx.response().ended()) {
            ctx.response().setStatusCode(status).putHeader("Content-Type", CONTENT_TYPE).end(problem.toBuffer());
        }
    }
}
