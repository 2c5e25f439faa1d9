package dev.h2clab.bff.api;

import java.util.LinkedHashMap;
import java.util.Map;

import org.jboss.logging.Logger;

import dev.h2clab.bff.client.DownstreamFailure;
import dev.h2clab.bff.client.FailureClassifier;
import dev.h2clab.bff.client.Outcome;
import dev.h2clab.bff.problem.ProblemWriter;
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
        ProblemWriter.write(ctx, failure.outcome().edgeStatus(),
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
