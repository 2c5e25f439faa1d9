package dev.h2clab.bff.metrics;

import java.util.List;

import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;

import dev.h2clab.bff.config.CatalogClientConfig;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.Tag;
import io.micrometer.core.instrument.binder.MeterBinder;

/**
 * Publishes {@code bff_catalog_client_info}: one series, always 1, whose labels are the catalog client's effective
 * settings, defaults included. A figure is only comparable with another measured under the same client behaviour,
 * and defaults change between versions (flush consolidation is on since it was added): the lab records these labels
 * with every cell of a results file, and a dashboard can join on them.
 */
public class CatalogClientInfo {

    static final String NAME = "bff.catalog.client.info";

    @Produces
    @Singleton
    MeterBinder catalogClientInfo(CatalogClientConfig config) {
        List<Tag> tags = tags(config);
        return registry -> Gauge.builder(NAME, () -> 1).tags(tags)
                .description("The catalog client's effective settings as labels (value always 1)").register(registry);
    }

    /** The labels, in the order a reader scans them: what is called, how, and how much at once. */
    static List<Tag> tags(CatalogClientConfig config) {
        return List.of(
                Tag.of("protocol", config.protocol().configName()),
                Tag.of("client", config.client().configName()),
                Tag.of("http1_pool_size", Integer.toString(config.http1PoolSize())),
                Tag.of("http2_pool_size", Integer.toString(config.http2PoolSize())),
                Tag.of("http2_multiplexing_limit", Integer.toString(config.http2MultiplexingLimit())),
                Tag.of("flush_consolidation", Boolean.toString(config.flushConsolidation())),
                Tag.of("max_connection_age", config.maxConnectionAge().toString()),
                Tag.of("admission", config.admission().configName()),
                Tag.of("max_in_flight_calls", Integer.toString(config.admissionLimit())));
    }
}
