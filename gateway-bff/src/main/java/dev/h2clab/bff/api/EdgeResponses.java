package dev.h2clab.bff.api;

import java.util.LinkedHashMap;
import java.util.Map;

import org.jboss.logging.Logger;

import dev.h2clab.bff.client.DownstreamFailure;
import dev.h2clab.bff.client.FailureClassifier;
import dev.h2clab.bff.client.Outcome;
import dev.h2clab.bff.problem.ProblemWriter;
import io.netty.handler.codec.http.HttpResponseStatus;
import io.vertx.core.buffer.Buffer;
import io.vertx.ext.web.RoutingContext;

/** Ends edge responses: JSON on success, problem+json on failure, {@code x-downstream-protocol} where known. */
final class EdgeResponses {

    static final String PROTOCOL_HEADER = "x-downstream-protocol";

    private static final Logger LOG = Logger.getLogger(EdgeResponses.class);

    private EdgeResponses() {
    }

    static void json(RoutingContext ctx, String protocol, Buffer body) {
        if (ctx.response().ended()) {
            return;
        }
        protocolHeader(ctx, protocol);
        ctx.response().putHeader("Content-Type", "application/json").end(body);
    }

    /**
     * The failure handler of every {@code /bff/*} route: a handler throws {@link BadParameterException} while reading
     * its parameters (400); anything else thrown there is the bff's own bug, answered 500 and logged, never blamed on
     * catalog-service. Downstream failures do not pass here: handlers answer them with {@link #failure}.
     */
    static void routeFailure(RoutingContext ctx) {
        Throwable error = ctx.failure();
        if (error instanceof BadParameterException) {
            failure(ctx, error, null, Map.of());
            return;
        }
        if (ctx.response().ended()) {
            return;
        }
        int status = ctx.statusCode() >= 400 ? ctx.statusCode() : 500;
        if (status >= 500) {
            LOG.errorf(error, "unexpected failure answering %s", ctx.request().path());
        }
        ProblemWriter.write(ctx, status, error == null ? HttpResponseStatus.valueOf(status).reasonPhrase()
                : "gateway-bff failed: " + error, Map.of());
    }

    /** Answers a failure: 400 for bad parameters, otherwise the status of the classified downstream outcome. */
    static void failure(RoutingContext ctx, Throwable error, String protocol, Map<String, ?> extensions) {
        if (ctx.response().ended()) {
            return;
        }
        protocolHeader(ctx, protocol);
        if (error instanceof BadParameterException bad) {
            ProblemWriter.write(ctx, 400, bad.getMessage(), Map.of("parameter", bad.parameter()));
            return;
        }
        // Everything else came out of a downstream call (handlers validate before calling).
        DownstreamFailure failure = FailureClassifier.classify(error);
        if (failure.outcome() == Outcome.IO_ERROR) {
            LOG.debugf(error, "io_error answering %s", ctx.request().path());
        }
        ProblemWriter.write(ctx, EdgeStatus.of(failure.outcome()),
                "catalog-service call failed (" + failure.outcome().tag() + "): " + failure.getMessage(),
                withOutcome(extensions, failure.outcome().tag()));
    }

    private static Map<String, Object> withOutcome(Map<String, ?> extensions, String outcome) {
        Map<String, Object> all = new LinkedHashMap<>(extensions);
        all.put("outcome", outcome);
        return all;
    }

    private static void protocolHeader(RoutingContext ctx, String protocol) {
        if (protocol != null) {
            ctx.response().putHeader(PROTOCOL_HEADER, protocol);
        }
    }
}
