package dev.h2clab.catalog.protocol;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.MeterRegistry;
import io.vertx.core.http.HttpVersion;
import jakarta.inject.Singleton;

/**
 * {@code catalog_requests_total{protocol,endpoint}}: requests by the HTTP version the server saw
 * ({@code request.version()}), counted on arrival, before validation. No Vert.x meter carries the
 * negotiated version, so this counter is the lab's proof of what went over the wire.
 */
@Singleton
public class RequestCounter {

    static final String NAME = "catalog.requests";

    // Registered up front (HTTP_2 = 0 is an answer too) and looked up by array index per request.
    private final Counter[][] counters = new Counter[Endpoint.values().length][HttpVersion.values().length];

    RequestCounter(MeterRegistry registry) {
        for (Endpoint endpoint : Endpoint.values()) {
            for (HttpVersion version : HttpVersion.values()) {
                counters[endpoint.ordinal()][version.ordinal()] = Counter.builder(NAME)
                        .description("Catalog requests by negotiated HTTP version and endpoint")
                        .tag("protocol", version.name())
                        .tag("endpoint", endpoint.tag())
                        .register(registry);
            }
        }
    }

    public void count(Endpoint endpoint, HttpVersion version) {
        counters[endpoint.ordinal()][version.ordinal()].increment();
    }
}
