package dev.h2clab.bff.api;

import java.util.List;

import dev.h2clab.bff.client.CatalogClient;
import dev.h2clab.bff.client.DownstreamFailure;
import dev.h2clab.bff.client.DownstreamRequest;
import dev.h2clab.bff.client.DownstreamResponse;
import dev.h2clab.bff.client.Outcome;
import io.vertx.core.Future;

/** Downstream calls as the handlers need them: a non-2xx answer is a failure; a joined batch is read in order. */
final class DownstreamCalls {

    private DownstreamCalls() {
    }

    static Future<DownstreamResponse> fetch(CatalogClient client, DownstreamRequest request) {
        return client.call(request).compose(response -> response.isSuccess()
                ? Future.succeededFuture(response)
                : Future.failedFuture(new DownstreamFailure(Outcome.HTTP_ERROR,
                        "catalog-service answered " + response.status() + " for " + request.pathAndQuery(), null)));
    }

    /** Protocol of the first successful call, or null when none succeeded. */
    static String firstProtocol(List<Future<DownstreamResponse>> calls) {
        return calls.stream().filter(Future::succeeded).map(f -> f.result().protocol()).findFirst().orElse(null);
    }

    /** First failure in call order, or null when all succeeded. */
    static Throwable firstFailure(List<Future<DownstreamResponse>> calls) {
        return calls.stream().filter(Future::failed).map(Future::cause).findFirst().orElse(null);
    }
}
