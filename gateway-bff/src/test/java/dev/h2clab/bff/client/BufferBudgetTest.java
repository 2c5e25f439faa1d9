package dev.h2clab.bff.client;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import io.vertx.core.Future;
import io.vertx.core.Vertx;

class BufferBudgetTest {

    private final Vertx vertx = Vertx.vertx();
    private static final long LATER = TimeUnit.SECONDS.toNanos(30);

    @AfterEach
    void close() {
        vertx.close();
    }

    @Test
    void callsBeyondTheBudgetWaitInOrderUntilBytesAreReturned() throws Exception {
        BufferBudget budget = new BufferBudget(100);
        Future<Void> first = budget.acquire(vertx, 60, System.nanoTime() + LATER);
        Future<Void> second = budget.acquire(vertx, 60, System.nanoTime() + LATER);
        Future<Void> third = budget.acquire(vertx, 10, System.nanoTime() + LATER);

        assertThat(first.succeeded()).isTrue();
        assertThat(second.isComplete()).as("60 + 60 > 100: waits").isFalse();
        assertThat(third.isComplete()).as("would fit, but waits behind the second (FIFO)").isFalse();
        budget.release(60);
        await(second);
        await(third);
        assertThat(budget.reserved()).isEqualTo(70);
    }

    @Test
    void aCallLargerThanTheWholeBudgetRunsAlone() throws Exception {
        BufferBudget budget = new BufferBudget(100);
        assertThat(budget.acquire(vertx, 1000, System.nanoTime() + LATER).succeeded()).isTrue();
        Future<Void> small = budget.acquire(vertx, 1, System.nanoTime() + LATER);
        assertThat(small.isComplete()).isFalse();
        budget.release(1000);
        await(small);
    }

    @Test
    void aWaiterPastItsDeadlineFailsWithTimeoutInsteadOfBeingSentLate() throws Exception {
        BufferBudget budget = new BufferBudget(100);
        budget.acquire(vertx, 100, System.nanoTime() + LATER);
        Future<Void> late = budget.acquire(vertx, 50, System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(20));
        Thread.sleep(50);
        budget.release(100);
        Throwable failure = late.toCompletionStage().toCompletableFuture().handle((v, e) -> e).get(5, TimeUnit.SECONDS);
        assertThat(failure).isInstanceOf(DownstreamFailure.class);
        assertThat(((DownstreamFailure) failure).outcome()).isEqualTo(Outcome.TIMEOUT);
        assertThat(budget.reserved()).as("the late call reserved nothing").isZero();
    }

    private static void await(Future<Void> future) throws Exception {
        future.toCompletionStage().toCompletableFuture().get(5, TimeUnit.SECONDS);
    }
}
