package dev.h2clab.loadtests.stats;

import java.util.List;
import java.util.Map;

/**
 * What the pair used for the window.
 *
 * @param connections                   bff -> catalog established connections per second (metric and kernel)
 * @param connectionTimeline            per-second kernel connection counts (same seconds as the samples)
 * @param catalogRequests               catalog requests during the window by HTTP version
 * @param cpu                           CPU time per successful request of each service
 * @param rssMbBff                      bff peak resident memory
 * @param rssMbCatalog                  catalog peak resident memory
 * @param wireBytesPerDownstreamRequest netns only: catalog interface bytes (rx + tx) per catalog request; null
 *                                      elsewhere
 */
public record CellResources(ConnectionSamples connections, List<Integer> connectionTimeline,
                            Map<String, Long> catalogRequests, CpuCost cpu, double rssMbBff, double rssMbCatalog,
                            Double wireBytesPerDownstreamRequest) {

    static final CellResources NONE = new CellResources(new ConnectionSamples(List.of(), List.of()), List.of(),
            Map.of(), CpuCost.UNKNOWN, Double.NaN, Double.NaN, null);

    /** Catalog requests of one HTTP version ("HTTP_1_1", "HTTP_2") during the window. */
    public double catalogRequests(String version) {
        return catalogRequests.getOrDefault(version, 0L);
    }
}
