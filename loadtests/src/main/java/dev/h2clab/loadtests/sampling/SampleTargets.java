package dev.h2clab.loadtests.sampling;

import java.util.List;
import java.util.function.LongSupplier;

/**
 * What the sampler watches during one cell.
 *
 * @param bffBaseUrl      the bff's base URL (for /q/metrics)
 * @param catalogBaseUrl  catalog's base URL
 * @param bffPid          bff process id (CPU, RSS, socket ownership)
 * @param catalogPid      catalog process id
 * @param catalogPort     catalog's port: the remote port of the connections we count
 * @param bffNsPrefix     command prefix that runs {@code ss} in the bff's network namespace (empty on loopback)
 * @param wireBytes       netns only: rx + tx bytes of catalog's interface; null on loopback
 * @param labPids         every process the lab started (all bffs and catalog): CPU outside them is noise
 */
public record SampleTargets(String bffBaseUrl, String catalogBaseUrl, long bffPid, long catalogPid, int catalogPort,
                            List<String> bffNsPrefix, LongSupplier wireBytes, List<Long> labPids) {
}
