package dev.h2clab.bff.api;

import java.util.ArrayList;
import java.util.List;

import dev.h2clab.bff.client.CatalogClient;
import dev.h2clab.bff.client.DownstreamRequest;
import dev.h2clab.bff.client.DownstreamResponse;
import io.vertx.core.AsyncResult;
import io.vertx.core.Future;
import io.vertx.core.Promise;

/**
 * The concurrent calls of one edge request. The first failure decides the answer, so it also abandons the
 * siblings: those still queued for a connection are never sent and those in flight are stopped (outcome
 * {@code cancelled}), and a failed request stops consuming pool, catalog and memory. Callbacks run on the edge
 * request's event loop, so the state needs no synchronisation.
 */
final class FanOut {

    private final Promise<Void> abandon = Promise.promise();
    private final Promise<Void> settled = Promise.promise();
    private final Promise<Void> joined = Promise.promise();
    private final List<Future<DownstreamResponse>> calls;
    private final int total;
    private int succeeded;
    private int ended;
    private Throwable firstFailure;

    FanOut(CatalogClient client, List<DownstreamRequest> requests, Admission.Permit permit) {
        total = requests.size();
        calls = new ArrayList<>(total);
        // One listener per call counts outcomes; no composite futures on this hot path.
        for (DownstreamRequest request : requests) {
            calls.add(DownstreamCalls.fetch(client, request, abandon.future(), permit).onComplete(this::ended));
        }
    }

    private void ended(AsyncResult<DownstreamResponse> result) {
        if (result.succeeded()) {
            if (++succeeded == total) {
                settled.tryComplete();
            }
        } else if (firstFailure == null) {
            firstFailure = result.cause();
            settled.tryComplete();
            abandon.tryComplete();
        }
        if (++ended == total) {
            joined.tryComplete();
        }
    }

    /**
     * Completes when the answer is known: every call succeeded, or one failed (the edge then answers at once,
     * while the stopped siblings wind down).
     */
    Future<Void> settled() {
        return settled.future();
    }

    /** Completes when every call has ended, whatever the outcome: only then is the request's capacity free. */
    Future<Void> joined() {
        return joined.future();
    }

    List<Future<DownstreamResponse>> calls() {
        return calls;
    }

    /** The failure that happened first in time (not a sibling cancelled because of it), or null. */
    Throwable firstFailure() {
        return firstFailure;
    }
}
