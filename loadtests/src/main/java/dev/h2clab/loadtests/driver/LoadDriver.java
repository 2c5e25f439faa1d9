package dev.h2clab.loadtests.driver;

import io.vertx.core.Vertx;
import io.vertx.core.VertxOptions;
import io.vertx.core.impl.ContextInternal;
import io.vertx.core.impl.VertxInternal;
import io.netty.channel.EventLoop;
import io.netty.util.concurrent.EventExecutor;
import org.HdrHistogram.Recorder;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.function.LongFunction;

/**
 * Drives measured runs against an HTTP/1.1 endpoint: warm-up, then the steady window, then a drain of
 * the requests still in flight. One lane (recorders, its own connections and share of the load) per event loop,
 * so a request never hops threads in the driver; this thread is the single reporter that merges the lanes once a
 * second. Runs may be repeated on one driver (the warm engine's windows): its edge connections stay open between
 * them.
 *
 * <p>The open model sleeps until each request's intended time on the lane's event loop. With the native epoll
 * transport that sleep ends about a tenth of a millisecond late; the JDK's NIO selector sleeps in whole
 * milliseconds, which added half a millisecond on average to every latency measured from the intended time
 * (./lab ceiling --rate 1000 against a trivial server: p50 0.60 ms on NIO, 0.13 ms on epoll).
 * {@link #meanSendLagMicros} reports the lag of each run.
 */
public final class LoadDriver implements AutoCloseable {

    /** Progress callback, called about once a second from the reporter thread. */
    @FunctionalInterface
    public interface Progress {
        void update(String phase, long elapsedSeconds, long totalSeconds, long okSoFar);
    }

    private static final int MAX_IN_FLIGHT_PER_LANE = 8192;
    /**
     * Shortest open-model sleep: above about 10,000 req/s per lane, requests due within it go out together, which
     * bounds the pacing error to this while keeping the wake-ups (a timer each) affordable.
     */
    static final long MIN_SLEEP_NANOS = 100_000;

    private final Vertx vertx;
    private final LongFunction<String> paths;
    private final Duration timeout;
    private final NanoClock clock = NanoClock.SYSTEM;
    private final MeasureWindow window = new MeasureWindow();
    private final List<Lane> lanes = new ArrayList<>();
    private final List<OpenModelScheduler> schedulers = new ArrayList<>();
    private volatile RequestListener listener = RequestListener.NONE;

    /**
     * A driver on one event loop: its ceiling (./lab ceiling, about 130,000 req/s closed on 2 cores) is far above
     * what the pair serves, and a second loop would only take CPU from the services it measures.
     */
    public LoadDriver(String host, int port, int connections, LongFunction<String> paths, Duration timeout) {
        this(host, port, connections, paths, timeout, 1);
    }

    LoadDriver(String host, int port, int connections, LongFunction<String> paths, Duration timeout, int loops) {
        int lanesCount = Math.max(1, Math.min(loops, connections));
        this.vertx = Vertx.vertx(new VertxOptions().setEventLoopPoolSize(lanesCount).setPreferNativeTransport(true));
        this.paths = paths;
        this.timeout = timeout;
        VertxInternal internal = (VertxInternal) vertx;
        Iterator<EventExecutor> eventLoops = internal.getEventLoopGroup().iterator();
        for (int i = 0; i < lanesCount; i++) {
            // a context per lane on its own event loop (getOrCreateContext would hand this thread's one sticky context
            // to every lane); a lane's connections are opened from it, so they live on its loop
            ContextInternal context = internal.createEventLoopContext((EventLoop) eventLoops.next(),
                    internal.getWorkerPool(), Thread.currentThread().getContextClassLoader());
            int share = connections / lanesCount + (i < connections % lanesCount ? 1 : 0);
            lanes.add(new Lane(context, new EdgeClient(vertx, host, port, share, timeout), window));
        }
    }

    /** True when the driver paces with the native epoll transport (sub-millisecond timers), false on NIO (1 ms). */
    public boolean precisePacing() {
        return vertx.isNativeTransportEnabled();
    }

    /** Sees every finished request of the following runs, warm-up included (the rollout experiment's log). */
    public void listener(RequestListener listener) {
        this.listener = listener == null ? RequestListener.NONE : listener;
    }

    public DriverResult run(LoadShape shape, Duration warmup, Duration duration, Progress progress)
            throws InterruptedException {
        return run(shape, warmup, duration, progress, clock.nanoTime());
    }

    /**
     * As {@link #run(LoadShape, Duration, Duration, Progress)}, starting at {@code startNanos} ({@link NanoClock#SYSTEM}
     * time, now or soon), so a caller can line other events up with the schedule exactly.
     */
    public DriverResult run(LoadShape shape, Duration warmup, Duration duration, Progress progress, long startNanos)
            throws InterruptedException {
        lanes.forEach(Lane::reset);
        schedulers.clear();
        sleepUntil(startNanos);
        long t0 = startNanos;
        long start = t0 + warmup.toNanos();
        long end = start + duration.toNanos();
        window.set(start, end);
        if (shape.open()) {
            startOpen(shape.rate(), t0, start, end);
        } else {
            startClosed(shape.vus(), shape.ramp(), t0, end);
        }
        HistogramMerger merger = new HistogramMerger();
        DriverHealth health = new DriverHealth();
        long total = (end - t0) / 1_000_000_000L;
        boolean measuring = false;
        for (long s = 1; clock.nanoTime() < end; s++) {
            sleepUntil(Math.min(t0 + s * 1_000_000_000L, end));
            long now = clock.nanoTime();
            if (now < start) {
                progress.update("warm-up", s, total, 0);
                continue;
            }
            if (!measuring) {
                health.start();
                measuring = true;
            }
            merger.collect(recorders(true), recorders(false), (int) ((now - start) / 1_000_000_000L));
            progress.update("measure", s, total, merger.latency().getTotalCount());
        }
        double busiest = health.busiestLoop();
        drain();
        merger.collect(recorders(true), recorders(false), -1);
        return result(shape, merger, duration, busiest);
    }

    private void startClosed(int vus, Duration ramp, long t0, long end) {
        for (int i = 0; i < vus; i++) {
            Lane lane = lanes.get(i % lanes.size());
            long delayMs = Math.max(1, ramp.toMillis() * i / Math.max(1, vus));
            lane.context.runOnContext(v -> vertx.setTimer(delayMs, id -> virtualUser(lane, end)));
        }
    }

    /** One VU: a request, then immediately the next, until the window ends. */
    private void virtualUser(Lane lane, long end) {
        long sent = clock.nanoTime();
        if (sent >= end) {
            return;
        }
        lane.inFlight.incrementAndGet();
        lane.client.get(paths.apply(nextId())).onComplete(ar -> {
            long done = clock.nanoTime();
            lane.complete(sent, sent, done, ar.result());
            listener.completed(sent, done, ar.result());
            lane.context.runOnContext(v -> virtualUser(lane, end));
        });
    }

    private void startOpen(double rate, long t0, long start, long end) {
        int n = lanes.size();
        for (int k = 0; k < n; k++) {
            Lane lane = lanes.get(k);
            ArrivalSchedule schedule = ArrivalSchedule.of(t0 + Math.round(k * 1e9 / rate), rate / n);
            OpenModelScheduler scheduler = new OpenModelScheduler(schedule, start, end, clock,
                    intended -> send(lane, intended));
            schedulers.add(scheduler);
            lane.context.runOnContext(v -> pace((ContextInternal) lane.context, scheduler));
        }
    }

    /**
     * Sends what is due, then sleeps on the lane's event loop until the next request is due (Vert.x timers have
     * millisecond resolution, Netty's scheduler has the transport's). Runs on the lane's context.
     */
    private static void pace(ContextInternal context, OpenModelScheduler scheduler) {
        scheduler.tick();
        long wait = scheduler.nanosUntilNextDue();
        if (wait >= 0 && !scheduler.finished()) {
            context.nettyEventLoop().schedule(() -> context.dispatch(v -> pace(context, scheduler)),
                    Math.max(wait, MIN_SLEEP_NANOS), TimeUnit.NANOSECONDS);
        }
    }

    private boolean send(Lane lane, long intended) {
        if (lane.inFlight.get() >= MAX_IN_FLIGHT_PER_LANE) {
            lane.dropped(intended);
            return false;
        }
        lane.inFlight.incrementAndGet();
        long sent = clock.nanoTime();
        lane.client.get(paths.apply(nextId())).onComplete(ar -> {
            long done = clock.nanoTime();
            lane.complete(intended, sent, done, ar.result());
            listener.completed(intended, done, ar.result());
        });
        return true;
    }

    /** Waits for requests still in flight (they were due in the window; dropping them would hide the slow ones). */
    private void drain() throws InterruptedException {
        long deadline = clock.nanoTime() + timeout.toNanos() + 2_000_000_000L;
        while (clock.nanoTime() < deadline && lanes.stream().anyMatch(l -> l.inFlight.get() > 0)) {
            Thread.sleep(20);
        }
    }

    private DriverResult result(LoadShape shape, HistogramMerger merger, Duration duration, double busiest) {
        Map<String, Long> errors = new HashMap<>();
        lanes.forEach(l -> l.errors.forEach((k, v) -> errors.merge(k, v.sum(), Long::sum)));
        long scheduled = schedulers.stream().mapToLong(OpenModelScheduler::scheduled).sum();
        long late = schedulers.stream().mapToLong(OpenModelScheduler::late).sum();
        long dropped = schedulers.stream().mapToLong(OpenModelScheduler::dropped).sum();
        var latency = merger.latency();
        long ok = lanes.stream().mapToLong(l -> shape.open() ? l.okBeforeEnd.get() : l.okFinishedInWindow.get()).sum();
        return new DriverResult(latency, merger.serviceTime(), ok, errors,
                duration.toNanos() / 1e9, shape.rate(), scheduled, busiest,
                DriverHealth.bottlenecks(busiest, scheduled, late, dropped), merger.timeline());
    }

    /** Open model, last run: mean µs from a request's intended time to its send (0 in the closed model). */
    public double meanSendLagMicros() {
        double lag = 0;
        long n = 0;
        for (OpenModelScheduler s : schedulers) {
            lag += s.meanLagNanos() * s.scheduled();
            n += s.scheduled();
        }
        return n == 0 ? 0 : lag / n / 1000;
    }

    private List<Recorder> recorders(boolean latency) {
        return lanes.stream().map(l -> latency ? l.latency : l.serviceTime).toList();
    }

    private static long nextId() {
        return ThreadLocalRandom.current().nextLong(1_000_000);
    }

    private void sleepUntil(long nanos) throws InterruptedException {
        long wait = nanos - clock.nanoTime();
        if (wait > 0) {
            TimeUnit.NANOSECONDS.sleep(wait);
        }
    }

    @Override
    public void close() {
        lanes.forEach(l -> l.client.close());
        vertx.close().toCompletionStage().toCompletableFuture().orTimeout(10, TimeUnit.SECONDS).exceptionally(t -> null).join();
    }
}
