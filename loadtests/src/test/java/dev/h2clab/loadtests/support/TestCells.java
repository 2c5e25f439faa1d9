package dev.h2clab.loadtests.support;

import dev.h2clab.loadtests.stats.CellId;
import dev.h2clab.loadtests.stats.CellLoad;
import dev.h2clab.loadtests.stats.CellResources;
import dev.h2clab.loadtests.stats.CellResult;
import dev.h2clab.loadtests.stats.CellTiming;
import dev.h2clab.loadtests.stats.ConnectionSamples;
import dev.h2clab.loadtests.stats.CpuCost;
import dev.h2clab.loadtests.stats.DriverLoad;
import dev.h2clab.loadtests.stats.LatencySummary;
import dev.h2clab.loadtests.stats.PercentilePoint;
import dev.h2clab.loadtests.stats.TimelinePoint;
import dev.h2clab.loadtests.stats.Verification;
import dev.h2clab.loadtests.stats.WindowHealth;

import java.util.List;
import java.util.Map;

/** Window results with known figures for the analysis and rendering tests. */
public final class TestCells {

    private TestCells() {
    }

    /** The labels of a default bff's {@code bff_catalog_client_info}: the admission limit differs per protocol. */
    public static Map<String, String> clientInfo(String client, String protocol) {
        return Map.of("protocol", protocol, "client", client, "http1_pool_size", "1", "http2_pool_size", "1",
                "flush_consolidation", "true", "admission", "pool",
                "max_in_flight_calls", protocol.equals("http1") ? "1025" : "1124");
    }

    /** A 10 s window of {@code ok} requests (throughput ok/10), latency 5/9/10/20 ms, machine 90 % busy. */
    public static CellResult cell(String client, String protocol, int repeat, long ok, int connections) {
        return cell(client, protocol, repeat, ok, connections, new WindowHealth(0.9, 0.05, false));
    }

    public static CellResult cell(String client, String protocol, int repeat, long ok, int connections,
                                  WindowHealth health) {
        LatencySummary l = new LatencySummary(ok, 5, 9, 10, 20, 30, 6);
        String version = protocol.equals("http1") ? "HTTP_1_1" : "HTTP_2";
        return new CellResult(new CellId("burst", protocol, client, repeat, repeat),
                new Verification(true, 200, version, Map.of(), version, "ok", clientInfo(client, protocol)),
                new CellTiming(l, l, List.of(new PercentilePoint(50, 5), new PercentilePoint(99, 20)), "hgrm/x.hgrm"),
                new CellLoad(ok, Map.of(), 10, 0, List.of(new TimelinePoint(0, ok / 10, 5, 20))),
                new CellResources(new ConnectionSamples(List.of(connections, connections),
                        List.of(connections, connections)), List.of(connections, connections),
                        Map.of(version, ok * 4), new CpuCost(1.5, 0.5, false, 0, 0), 150, 180, null),
                new DriverLoad(0.2, List.of()), health, null);
    }
}
