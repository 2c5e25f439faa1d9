package dev.h2clab.catalog.problem;

import io.vertx.core.http.HttpServerResponse;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.RoutingContext;

/**
 * Writes RFC 9457 problem details ({@code application/problem+json}). The JSON is built with
 * Vert.x {@link JsonObject} (Jackson core only), so nothing here needs reflection.
 */
public final class ProblemResponses {

    public static final String CONTENT_TYPE = "application/problem+json";

    private ProblemResponses() {
    }

    /** The problem body: {@code type} about:blank (the status code says it all), title from the status. */
    public static JsonObject problem(int status, String title, String detail, String instance) {
        return new JsonObject()
                .put("type", "about:blank")
                .put("title", title)
                .put("status", status)
                .put("detail", detail)
                .put("instance", instance);
    }

    /** Ends the exchange with {@code problem}, unless the client is gone or an answer was already sent. */
    public static void send(RoutingContext ctx, JsonObject problem) {
        HttpServerResponse response = ctx.response();
        if (response.ended() || response.closed() || response.headWritten()) {
            return;
        }
        response.setStatusCode(problem.getInteger("status"))
                .putHeader("content-type", CONTENT_TYPE)
                .end(problem.toBuffer());
    }
}
