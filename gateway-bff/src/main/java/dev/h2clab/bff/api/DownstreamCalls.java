package dev.h2clab.bff.api;

import java.util.List;

import dev.h2clab.bff.client.CatalogClient;
import dev.h2clab.bff.client.DownstreamFailure;
import dev.h2clab.bff.client.DownstreamRequest;
import dev.h2clab.bff.client.DownstreamResponse;
import dev.h2clab.bff.client.Outcome;
import io.vertx.core.Future;
import io.vertx.core.Promise;

/** Downstream calls as the handlers need them: a non-2xx answer is a failure; the protocol of a batch is its first success's. */
final class DownstreamCalls {

    private DownstreamCalls() {
    }

    static Future<DownstreamResponse> fetch(CatalogClient client, DownstreamRequest request, Admission.Permit permit) {
        return fetch(client, request, Promise.<Void>promise().future(), permit);
    }

    /** One call of an admitted request; how it ended is reported to the request's permit. */
    static Future<DownstreamResponse> fetch(CatalogClient client, DownstreamRequest request, Future<Void> abandoned,
                                            Admission.Permit permit) {
        return client.call(request, abandoned).andThen(permit::callEnded)
                .compose(response -> response.isSuccess()
                ? Future.succeededFuture(response)
                : Future.failedFuture(new DownstreamFailure(Outcome.HTTP_ERROR,
                        "catalog-service answered " + response.status() + " for " + request.pathAndQuery(), null)));
    }

    /** Protocol of the first successful call, or null when none succeeded. */
    static String firstProtocol(List<Future<DownstreamResponse>> calls) {
        return calls.stream().filter(Future::succeeded).map(f -> f.result().protocol()).findFirst().orElse(null);
    }
}
