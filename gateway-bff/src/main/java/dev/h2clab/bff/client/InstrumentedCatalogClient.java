package dev.h2clab.bff.client;

import java.util.concurrent.CancellationException;
import java.util.concurrent.TimeUnit;

import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;

/**
 * Wraps the configured client with what every call gets whatever the library: one whole-call deadline (pool wait
 * included, so no call outlives {@code request-timeout}), one retry when the server refused the stream with
 * GOAWAY (counted in {@code bff_downstream_retries_total}) and a {@code bff_downstream_seconds} sample tagged with
 * the classified outcome.
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
    public Future<DownstreamResponse> call(DownstreamRequest request, Future<Void> abandonedByCaller) {
        long start = System.nanoTime();
        Promise<DownstreamResponse> promise = Promise.promise();
        Promise<Void> abandon = Promise.promise();
        abandonedByCaller.onComplete(v -> abandon.tryComplete());
        long timer = vertx.setTimer(deadlineMs, id -> {
            promise.tryFail(new DownstreamFailure(Outcome.TIMEOUT,
                    "no answer from catalog-service within " + deadlineMs + " ms", null));
            abandon.tryComplete(); // stop the exchange: a late body would still hold the connection and memory
        });
        // A stream the server refused with GOAWAY (id above its last-stream-id) was never processed: safe to send
        // once more, on a new connection (the pool no longer hands out the one going away).
        Future<DownstreamResponse> sent = send(request, abandon.future()).recover(error -> {
            if (!FailureClassifier.refusedByGoAway(error) || promise.future().isComplete()) {
                return Future.failedFuture(error);
            }
            timers.retried(request.endpoint());
            return send(request, abandon.future());
        });
        sent.onComplete(result -> {
            vertx.cancelTimer(timer);
            if (result.succeeded()) {
                promise.tryComplete(result.result());
            } else if (cancelledByCaller(result.cause(), abandonedByCaller)) {
                promise.tryFail(new DownstreamFailure(Outcome.CANCELLED, "cancelled: a sibling call failed first",
                        result.cause()));
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

    /** A failure our own stop caused (reset or cancelled future), not one the call met by itself. */
    private static boolean cancelledByCaller(Throwable cause, Future<Void> abandonedByCaller) {
        if (!abandonedByCaller.isComplete()) {
            return false;
        }
        for (Throwable t = cause; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof CancellationException) {
                return true;
            }
        }
        return FailureClassifier.classify(cause).outcome() == Outcome.RESET;
    }

    private Future<DownstreamResponse> send(DownstreamRequest request, Future<Void> abandoned) {
        try {
            return delegate.call(request, abandoned);
        } catch (RuntimeException e) {
            return Future.failedFuture(e);
        }
    }

    @Override
    public void close() {
        delegate.close();
    }
}
