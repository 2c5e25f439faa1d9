package dev.h2clab.bff.rotation;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import dev.h2clab.bff.support.EdgeClient;
import dev.h2clab.bff.support.SocketStats;

/**
 * Closed-loop load on the bff edge for a fixed wall time (each worker sends its next request when the previous
 * answer is in), while a separate thread samples the kernel's ESTABLISHED count to the catalog port with ss.
 */
final class SteadyLoad {

    /** What the run saw: answers, the non-200 ones, and every ss sample. */
    record Result(int answers, List<EdgeClient.Result> failures, List<Integer> established) {
    }

    private SteadyLoad() {
    }

    static Result run(String path, int workers, Duration duration, int catalogPort) throws Exception {
        long end = System.nanoTime() + duration.toNanos();
        AtomicInteger answers = new AtomicInteger();
        List<EdgeClient.Result> failures = Collections.synchronizedList(new ArrayList<>());
        List<Integer> established = Collections.synchronizedList(new ArrayList<>());
        ExecutorService pool = Executors.newFixedThreadPool(workers + 1);
        try {
            Future<?> sampler = pool.submit(() -> {
                while (System.nanoTime() < end) {
                    established.add(SocketStats.establishedTo(catalogPort));
                    Thread.sleep(20);
                }
                return null;
            });
            List<Future<?>> loops = new ArrayList<>();
            for (int i = 0; i < workers; i++) {
                loops.add(pool.submit(() -> {
                    while (System.nanoTime() < end) {
                        EdgeClient.Result result = EdgeClient.get(path);
                        answers.incrementAndGet();
                        if (result.status() != 200) {
                            failures.add(result);
                        }
                    }
                }));
            }
            long bound = duration.toSeconds() + 60; // every request is bounded by 30 s on the client side
            for (Future<?> loop : loops) {
                loop.get(bound, TimeUnit.SECONDS);
            }
            sampler.get(bound, TimeUnit.SECONDS);
        } finally {
            pool.shutdownNow();
            pool.awaitTermination(30, TimeUnit.SECONDS);
        }
        return new Result(answers.get(), List.copyOf(failures), List.copyOf(established));
    }
}
