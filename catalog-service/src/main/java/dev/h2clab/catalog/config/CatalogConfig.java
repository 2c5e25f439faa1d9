package dev.h2clab.catalog.config;

import java.util.List;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;

/**
 * Settings of catalog-service itself. The HTTP/2 server settings live under {@code quarkus.http.*}
 * (see application.properties); these keys only bound what the lab's endpoints accept.
 */
@ConfigMapping(prefix = "catalog")
public interface CatalogConfig {

    /**
     * Largest {@code bytes} accepted by {@code /catalog/payload}; also the size of the one buffer
     * built at startup that every payload response is sliced from. The public interface allows
     * 0..16777216 (16 MiB); a smaller value lowers the upper bound (and the heap used).
     */
    @WithDefault("16777216")
    int maxPayloadBytes();

    /**
     * Largest {@code delayMs} accepted by every endpoint: the simulated service time, served by a
     * non-blocking timer.
     */
    @WithDefault("10000")
    long maxDelayMs();

    /** Largest item id accepted by {@code /catalog/items/{id}} (ids start at 0). */
    @WithDefault("1000000000")
    long maxItemId();

    /**
     * Bucket boundaries in milliseconds of the {@code http_server_requests_seconds} histogram
     * (about 100 us to 10 s, wide enough for loopback calls and the largest delayMs).
     */
    @WithDefault("0.1,0.25,0.5,1,2.5,5,10,25,50,100,250,500,1000,2500,5000,10000")
    List<Double> httpServerBucketsMs();
}
