package dev.h2clab.catalog.metrics;

import java.util.concurrent.TimeUnit;

import dev.h2clab.catalog.config.CatalogConfig;
import io.micrometer.core.instrument.Meter;
import io.micrometer.core.instrument.config.MeterFilter;
import io.micrometer.core.instrument.distribution.DistributionStatisticConfig;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;

/**
 * Publishes {@code http_server_requests_seconds_bucket}: Quarkus has no property for histogram
 * buckets, so a {@link MeterFilter} bean gives the server timer fixed boundaries
 * ({@code catalog.http-server-buckets-ms}).
 */
@Singleton
public class HttpServerHistogram {

    static final String TIMER = "http.server.requests";

    @Produces
    @Singleton
    MeterFilter httpServerBuckets(CatalogConfig config) {
        double[] boundariesNanos = config.httpServerBucketsMs().stream()
                .mapToDouble(ms -> ms * TimeUnit.MILLISECONDS.toNanos(1))
                .sorted()
                .toArray();
        return new MeterFilter() {
            @Override
            public DistributionStatisticConfig configure(Meter.Id id, DistributionStatisticConfig config) {
                if (!TIMER.equals(id.getName())) {
                    return config;
                }
                return DistributionStatisticConfig.builder()
                        .serviceLevelObjectives(boundariesNanos)
                        .build()
                        .merge(config);
            }
        };
    }
}
