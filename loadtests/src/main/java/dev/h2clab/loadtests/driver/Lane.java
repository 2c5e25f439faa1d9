package dev.h2clab.loadtests.driver;

import io.vertx.core.Context;
import org.HdrHistogram.Recorder;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.LongAdder;

/**
 * One event loop's share of the load with its own connections and recorders; the reporter merges all lanes' interval
 * histograms. Latency is recorded in microseconds, from the intended start; service time from the actual send.
 */
final class Lane {

    final Context context;
    /** This lane's own connections: requests and their callbacks stay on the lane's event loop. */
    final EdgeClient client;
    final Recorder latency = new Recorder(3);
    final Recorder serviceTime = new Recorder(3);
    final Map<String, LongAdder> errors = new ConcurrentHashMap<>();
    final AtomicLong inFlight = new AtomicLong();
    /** Successes that were due in the window and also finished before its end: the open model's throughput count. */
    final AtomicLong okBeforeEnd = new AtomicLong();
    /**
     * Successes that finished inside the window, whenever sent: the closed model's throughput count. Counting by
     * send time would lose the requests still running at the end, a bias that grows with latency / window.
     */
    final AtomicLong okFinishedInWindow = new AtomicLong();
    private final MeasureWindow window;

    Lane(Context context, EdgeClient client, MeasureWindow window) {
        this.context = context;
        this.client = client;
        this.window = window;
    }

    /** Forgets the previous run's counts, so one lane (and its connections) can measure many windows. */
    void reset() {
        latency.reset();
        serviceTime.reset();
        errors.clear();
        okBeforeEnd.set(0);
        okFinishedInWindow.set(0);
    }

    /** Records a finished request if it was due inside the measured window. */
    void complete(long intendedNanos, long sentNanos, long endNanos, Outcome outcome) {
        inFlight.decrementAndGet();
        if (outcome.ok() && window.contains(endNanos)) {
            okFinishedInWindow.incrementAndGet();
        }
        if (!window.contains(intendedNanos)) {
            return;
        }
        if (outcome.ok()) {
            if (endNanos < window.endNanos()) {
                okBeforeEnd.incrementAndGet();
            }
            latency.recordValue(Math.max(1, (endNanos - intendedNanos) / 1000));
            serviceTime.recordValue(Math.max(1, (endNanos - sentNanos) / 1000));
        } else {
            errors.computeIfAbsent(outcome.errorKind(), k -> new LongAdder()).increment();
        }
    }

    /** Counts a request the driver could not send (open model, in-flight cap) as a driver error. */
    void dropped(long intendedNanos) {
        if (window.contains(intendedNanos)) {
            errors.computeIfAbsent("driver_dropped", k -> new LongAdder()).increment();
        }
    }
}
