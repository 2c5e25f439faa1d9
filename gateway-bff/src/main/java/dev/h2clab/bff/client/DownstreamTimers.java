package dev.h2clab.bff.client;

import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import jakarta.inject.Singleton;

import dev.h2clab.bff.config.CatalogClientConfig;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;

/**
 * {@code bff_downstream_seconds}: one histogram per endpoint and outcome, buckets from 100 us to 10 s, tagged with
 * the configured protocol and client so series from different runs never mix.
 */
@Singleton
public class DownstreamTimers {

    /** Micrometer name; Prometheus exposes it as {@code bff_downstream_seconds}. */
    public static final String NAME = "bff.downstream";

    private final MeterRegistry registry;
    private final String protocol;
    private final String client;
    private final Map<String, Timer> timers = new ConcurrentHashMap<>();
    private final Map<Endpoint, Counter> retries = new ConcurrentHashMap<>();

    DownstreamTimers(MeterRegistry registry, CatalogClientConfig config) {
        this.registry = registry;
        this.protocol = config.protocol().configName();
        this.client = config.client().configName();
    }

    /** {@code bff_downstream_retries_total{reason="goaway"}}: calls sent again after a GOAWAY refused them. */
    public void retried(Endpoint endpoint) {
        retries.computeIfAbsent(endpoint, e -> Counter.builder("bff.downstream.retries")
                .description("Downstream calls sent a second time because a GOAWAY refused the first attempt")
                .tag("protocol", protocol)
                .tag("client", client)
                .tag("endpoint", e.tag())
                .tag("reason", "goaway")
                .register(registry)).increment();
    }

    public Timer timer(Endpoint endpoint, Outcome outcome) {
        return timers.computeIfAbsent(endpoint.tag() + '/' + outcome.tag(), key -> Timer.builder(NAME)
                .description("Duration of one gateway-bff -> catalog-service call, pool wait included")
                .tag("protocol", protocol)
                .tag("client", client)
                .tag("endpoint", endpoint.tag())
                .tag("outcome", outcome.tag())
                .publishPercentileHistogram()
                .minimumExpectedValue(Duration.ofNanos(100_000))
                .maximumExpectedValue(Duration.ofSeconds(10))
                .serviceLevelObjectives(Duration.ofNanos(100_000), Duration.ofSeconds(10)) // exact outer edges
                .register(registry));
    }
}
