package dev.h2clab.loadtests.scenario;

import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * Everything one scenario runs with, after presets and command-line overrides are merged.
 * A "cell" is one scenario x protocol x client x repeat; every cell of a scenario shares this plan.
 *
 * @param scenario   preset name
 * @param endpoint   bff endpoint (products, burst, page)
 * @param vus        closed model: virtual users (0 in the open model)
 * @param rate       open model: requests per second (0 in the closed model)
 * @param ramp       VU ramp-up, inside the warm-up
 * @param warmup     unmeasured warm-up (JIT, pools)
 * @param duration   measured steady window
 * @param repeats    repeats per protocol, in a balanced order A B, B A, A B, ...
 * @param fanout     downstream calls per request (burst)
 * @param bytes      payload bytes per downstream call
 * @param delayMs    catalog service time
 * @param http1Pool  bff HTTP/1.1 pool size
 * @param http2Pool  bff HTTP/2 pool size
 * @param protocols  protocols compared (the first is the baseline)
 * @param clients    bff client implementations
 * @param pods       loopback or netns
 * @param lossPercent packet loss on catalog's link (netns only)
 * @param heapMb     -Xmx of each service
 * @param bffEnv     extra gateway-bff environment ({@code --bff-env}), applied over the lab's own
 * @param catalogEnv extra catalog-service environment ({@code --catalog-env}), applied over the lab's own
 * @param why        one sentence on the mechanism this case exercises, printed beside its verdict
 */
public record CellPlan(String scenario, String endpoint, int vus, double rate, Duration ramp, Duration warmup,
                       Duration duration, int repeats, int fanout, long bytes, int delayMs, int http1Pool,
                       int http2Pool, List<Protocol> protocols, List<ClientKind> clients, Pods pods,
                       double lossPercent, int heapMb, Map<String, String> bffEnv,
                       Map<String, String> catalogEnv, String why) {

    public CellPlan {
        bffEnv = bffEnv == null ? Map.of() : Map.copyOf(bffEnv);
        catalogEnv = catalogEnv == null ? Map.of() : Map.copyOf(catalogEnv);
    }

    /** The same plan under another name (the sweep names each grid point). */
    public CellPlan withScenario(String name) {
        return new CellPlan(name, endpoint, vus, rate, ramp, warmup, duration, repeats, fanout, bytes, delayMs, http1Pool,
                http2Pool, protocols, clients, pods, lossPercent, heapMb, bffEnv, catalogEnv, why);
    }

    /** Pod placement of the services. */
    public enum Pods { LOOPBACK, NETNS }

    public boolean openModel() {
        return rate > 0;
    }

    /** Edge connections the driver opens to the bff: one per VU, or enough for the open model's bursts. */
    public int edgeConnections() {
        return openModel() ? edgeConnectionsFor(rate) : Math.max(1, vus);
    }

    /** Edge connections for an open-model rate: enough for its bursts, bounded. */
    public static int edgeConnectionsFor(double rate) {
        return Math.max(64, (int) Math.min(512, rate / 20));
    }

    /** Downstream requests per bff request (for catalog request accounting). */
    public int downstreamPerRequest() {
        return switch (endpoint) {
            case "burst" -> fanout;
            case "page" -> 5;
            default -> 1;
        };
    }
}
