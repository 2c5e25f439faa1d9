package dev.h2clab.bff.client;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;

import io.vertx.core.Context;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;

/**
 * Bytes of response body a buffering client may hold at once. A call reserves its expected body before it is
 * sent and waits, in arrival order, while the budget is spent; a waiter whose deadline passes fails with
 * {@link Outcome#TIMEOUT} instead of being sent late. A call larger than the whole budget runs when nothing else
 * holds any of it, so every valid request can complete. Shared by the event loops, hence the lock (held only to
 * update two fields).
 */
final class BufferBudget {

    private final long limit;
    private final ArrayDeque<Waiter> waiters = new ArrayDeque<>();
    private long reserved;

    BufferBudget(long limit) {
        if (limit <= 0) {
            throw new IllegalArgumentException("budget must be positive: " + limit);
        }
        this.limit = limit;
    }

    /** A quarter of the maximum heap: what the bff may spend on bodies it keeps. */
    static BufferBudget quarterOfHeap() {
        return new BufferBudget(Runtime.getRuntime().maxMemory() / 4);
    }

    long limit() {
        return limit;
    }

    synchronized long reserved() {
        return reserved;
    }

    /** Completes, on the caller's context, once {@code bytes} are reserved; fails if {@code deadlineNanos} passes. */
    Future<Void> acquire(Vertx vertx, long bytes, long deadlineNanos) {
        Promise<Void> promise;
        synchronized (this) {
            if (waiters.isEmpty() && fits(bytes)) {
                reserved += bytes;
                return Future.succeededFuture();
            }
            promise = Promise.promise();
            waiters.add(new Waiter(bytes, deadlineNanos, promise, vertx.getOrCreateContext()));
        }
        return promise.future();
    }

    /** Returns bytes and wakes the waiters that now fit, in order. */
    void release(long bytes) {
        List<Waiter> woken = new ArrayList<>();
        List<Waiter> expired = new ArrayList<>();
        long now = System.nanoTime();
        synchronized (this) {
            reserved -= bytes;
            while (!waiters.isEmpty()) {
                Waiter next = waiters.peek();
                if (next.deadlineNanos - now <= 0) {
                    expired.add(waiters.poll());
                } else if (fits(next.bytes)) {
                    reserved += next.bytes;
                    woken.add(waiters.poll());
                } else {
                    break;
                }
            }
        }
        woken.forEach(w -> w.context.runOnContext(v -> w.promise.complete()));
        expired.forEach(w -> w.context.runOnContext(v -> w.promise.fail(new DownstreamFailure(Outcome.TIMEOUT,
                "waited past the deadline for " + w.bytes + " bytes of the bff's body budget (" + limit + ")", null))));
    }

    private boolean fits(long bytes) {
        return reserved == 0 || reserved + bytes <= limit;
    }

    private record Waiter(long bytes, long deadlineNanos, Promise<Void> promise, Context context) {
    }
}
