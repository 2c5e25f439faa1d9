package dev.h2clab.loadtests.stats;

import com.fasterxml.jackson.annotation.JsonProperty;

import java.util.List;

/**
 * Whether the load driver, rather than the pair, limited the window.
 *
 * @param busiestLoop CPU share of the driver's busiest event loop
 * @param bottlenecks reasons the driver limited the run (empty = it did not)
 */
public record DriverLoad(@JsonProperty("driverBusiestLoop") double busiestLoop,
                         @JsonProperty("driverBottlenecks") List<String> bottlenecks) {

    static final DriverLoad NONE = new DriverLoad(0, List.of());
}
