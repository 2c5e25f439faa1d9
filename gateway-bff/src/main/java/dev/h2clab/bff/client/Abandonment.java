package dev.h2clab.bff.client;

import java.util.concurrent.CompletionStage;
import java.util.concurrent.atomic.AtomicReference;

import io.vertx.core.Future;

/**
 * Ties stopping an exchange to its call being abandoned, without keeping the exchange reachable after it ends:
 * the abandon signal of a fan-out lives as long as the edge request, and a listener holding each finished
 * exchange would keep every buffered body of the fan-out in the heap until then.
 */
final class Abandonment {

    private Abandonment() {
    }

    /** Runs {@code stop} if {@code abandoned} completes before {@code exchange} has ended. */
    static void stopOnAbandon(Future<Void> abandoned, CompletionStage<?> exchange, Runnable stop) {
        AtomicReference<Runnable> pending = new AtomicReference<>(stop);
        exchange.whenComplete((result, error) -> pending.set(null));
        abandoned.onComplete(v -> run(pending));
    }

    /** The same for a Vert.x future. */
    static void stopOnAbandon(Future<Void> abandoned, Future<?> exchange, Runnable stop) {
        AtomicReference<Runnable> pending = new AtomicReference<>(stop);
        exchange.onComplete(result -> pending.set(null));
        abandoned.onComplete(v -> run(pending));
    }

    private static void run(AtomicReference<Runnable> pending) {
        Runnable stop = pending.getAndSet(null);
        if (stop != null) {
            stop.run();
        }
    }
}
