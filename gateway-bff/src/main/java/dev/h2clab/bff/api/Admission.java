package dev.h2clab.bff.api;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

import jakarta.inject.Inject;
import jakarta.inject.Singleton;

import dev.h2clab.bff.config.CatalogClientConfig;
import dev.h2clab.bff.problem.ProblemWriter;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.vertx.ext.web.RoutingContext;

/**
 * Edge admission control: a budget of downstream calls in flight ({@code bff.catalog.max-in-flight-calls}),
 * taken whole by a request before it starts any call and returned when its last call ends. Beyond it the request
 * gets an immediate 503 with {@code Retry-After}: under overload the bff finishes the requests it admitted
 * instead of starting calls for everyone and failing them all in the pool's wait queue.
 *
 * <p>Metrics: {@code bff_edge_in_flight_calls} (gauge), {@code bff_edge_in_flight_calls_limit} (0 = none) and
 * {@code bff_edge_rejected_total{reason="overload"}}.
 */
@Singleton
public class Admission {

    private final int limit;
    private final String retryAfterSeconds;
    private final AtomicInteger inFlight = new AtomicInteger();
    private final Counter rejected;

    @Inject
    Admission(CatalogClientConfig config, MeterRegistry registry) {
        this(config.admissionLimit(), config.overloadRetryAfter().toSeconds(), registry);
    }

    Admission(int limit, long retryAfterSeconds, MeterRegistry registry) {
        this.limit = limit;
        this.retryAfterSeconds = Long.toString(retryAfterSeconds);
        Gauge.builder("bff.edge.in.flight.calls", inFlight, AtomicInteger::get)
                .description("Downstream calls of admitted edge requests not yet ended").register(registry);
        Gauge.builder("bff.edge.in.flight.calls.limit", () -> limit)
                .description("Admission limit on downstream calls in flight (0 = none)").register(registry);
        this.rejected = Counter.builder("bff.edge.rejected").tag("reason", "overload")
                .description("Edge requests refused with 503 before any downstream call").register(registry);
    }

    /** The effective limit, 0 = none. */
    public int limit() {
        return limit;
    }

    /**
     * Reserves {@code calls} or, when they do not fit, answers 503 problem+json and returns null. A request larger
     * than the whole limit is admitted when nothing else is in flight, so every valid request can run.
     */
    Permit admit(RoutingContext ctx, int calls) {
        if (limit <= 0) {
            inFlight.addAndGet(calls);
            return new Permit(calls);
        }
        while (true) {
            int current = inFlight.get();
            if (current > 0 && current + calls > limit) {
                refuse(ctx, calls, current);
                return null;
            }
            if (inFlight.compareAndSet(current, current + calls)) {
                return new Permit(calls);
            }
        }
    }

    private void refuse(RoutingContext ctx, int calls, int current) {
        rejected.increment();
        Map<String, Object> extensions = new LinkedHashMap<>();
        extensions.put("outcome", "overload");
        extensions.put("calls", calls);
        extensions.put("inFlightCalls", current);
        extensions.put("maxInFlightCalls", limit);
        ctx.response().putHeader("Retry-After", retryAfterSeconds);
        ProblemWriter.write(ctx, 503, "gateway-bff is at its limit of " + limit
                + " downstream calls in flight (bff.catalog.max-in-flight-calls); this request needs " + calls
                + ". Retry after " + retryAfterSeconds + " s.", extensions);
    }

    /** Calls reserved by one admitted request; {@link #release()} once, when its last call has ended. */
    final class Permit {
        private final int calls;

        private Permit(int calls) {
            this.calls = calls;
        }

        void release() {
            inFlight.addAndGet(-calls);
        }
    }
}
