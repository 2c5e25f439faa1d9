package dev.h2clab.bff.client;

import java.util.concurrent.TimeUnit;

import dev.h2clab.bff.metrics.DownstreamTimers;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;

/**
 * Wraps the configured client with the two things every call gets whatever the library: one whole-call
 * deadline (pool wait included, so no call outlives {@code request-timeout}) and a {@code bff_downstream_seconds}
 * sample tagged with the classified outcome.
 */
final class InstrumentedCatalogClient implements CatalogClient {

    private final CatalogClient delegate;
    private final Vertx vertx;
    private final long deadlineMs;
    private final DownstreamTimers timers;

    InstrumentedCatalogClient(CatalogClient delegate, Vertx vertx, long deadlineMs, DownstreamTimers timers) {
        this.delegate = delegate;
        this.vertx = vertx;
        this.deadlineMs = deadlineMs;
        this.timers = timers;
    }

    @Override
    public Future<DownstreamResponse> call(DownstreamRequest request) {
        long start = System.nanoTime();
        Promise<DownstreamResponse> promise = Promise.promise();
        long timer = vertx.setTimer(deadlineMs, id -> promise.tryFail(new DownstreamFailure(Outcome.TIMEOUT,
                "no answer from catalog-service within " + deadlineMs + " ms", null)));
        Future<DownstreamResponse> sent;
        try {
            sent = delegate.call(request);
        } catch (RuntimeException e) {
            sent = Future.failedFuture(e);
        }
        sent.onComplete(result -> {
            vertx.cancelTimer(timer);
            if (result.succeeded()) {
                promise.tryComplete(result.result());
            } else {
                promise.tryFail(FailureClassifier.classify(result.cause()));
            }
        });
        return promise.future().andThen(result -> {
            Outcome outcome = result.succeeded()
                    ? (result.result().isSuccess() ? Outcome.OK : Outcome.HTTP_ERROR)
                    : FailureClassifier.classify(result.cause()).outcome();
            timers.timer(request.endpoint(), outcome).record(System.nanoTime() - start, TimeUnit.NANOSECONDS);
        });
    }

    @Override
    public void close() {
        delegate.close();
    }
}
