package dev.h2clab.bff.metrics;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;

import io.micrometer.core.instrument.Meter;
import io.micrometer.core.instrument.Tag;
import io.micrometer.core.instrument.config.MeterFilter;
import io.micrometer.core.instrument.distribution.DistributionStatisticConfig;

/** Micrometer filters Quarkus applies to every registry (CDI-produced {@link MeterFilter}s). */
public class MeterFilters {

    private static final String CLIENT_PREFIX = "http.client.";

    /**
     * WebClient timers carry an {@code address} tag that REST-client timers lack; whichever registered first
     * would win and the other's series vanish. Dropping it keeps one tag set. Raw {@code uri} paths are templated.
     */
    @Produces
    @Singleton
    MeterFilter normaliseClientTags() {
        return new MeterFilter() {
            @Override
            public Meter.Id map(Meter.Id id) {
                if (!id.getName().startsWith(CLIENT_PREFIX)) {
                    return id;
                }
                List<Tag> tags = new ArrayList<>();
                for (Tag tag : id.getTagsAsIterable()) {
                    if (tag.getKey().equals("address")) {
                        continue;
                    }
                    tags.add(tag.getKey().equals("uri") ? Tag.of("uri", UriTemplates.template(tag.getValue())) : tag);
                }
                return id.replaceTags(tags);
            }
        };
    }

    /** Histogram buckets (100 us .. 10 s) for the server and client request timers. */
    @Produces
    @Singleton
    MeterFilter requestHistograms() {
        return new MeterFilter() {
            @Override
            public DistributionStatisticConfig configure(Meter.Id id, DistributionStatisticConfig config) {
                String name = id.getName();
                if (name.equals("http.server.requests") || name.equals("http.client.requests")) {
                    return DistributionStatisticConfig.builder()
                            .percentilesHistogram(true)
                            .minimumExpectedValue((double) Duration.ofNanos(100_000).toNanos())
                            .maximumExpectedValue((double) Duration.ofSeconds(10).toNanos())
                            .build()
                            .merge(config);
                }
                return config;
            }
        };
    }
}
