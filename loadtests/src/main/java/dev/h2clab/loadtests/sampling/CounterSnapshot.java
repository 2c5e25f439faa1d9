package dev.h2clab.loadtests.sampling;

import dev.h2clab.support.metrics.PrometheusText;

import java.util.HashMap;
import java.util.Map;

/** Cumulative counters read at the start and end of the window; their difference is what the window cost. */
public record CounterSnapshot(ThreadCpu bffCpu, ThreadCpu catalogCpu, Map<String, Double> catalogRequests,
                              long wireBytes) {

    /**
     * @param windowStart at the start the wire counter is read after the scrape, at the end before it, so the
     *                    scrapes' own bytes on catalog's link stay outside the window
     */
    public static CounterSnapshot take(SampleTargets t, boolean windowStart) {
        long wireBefore = windowStart ? -1 : wire(t);
        Map<String, Double> requests;
        try {
            requests = PrometheusText.sumBy(HttpProbe.text(t.catalogBaseUrl() + "/q/metrics"), "catalog_requests_total",
                    "protocol");
        } catch (Exception e) {
            requests = Map.of();
        }
        long wire = windowStart ? wire(t) : wireBefore;
        return new CounterSnapshot(ThreadCpu.read(t.bffPid()), ThreadCpu.read(t.catalogPid()), requests, wire);
    }

    private static long wire(SampleTargets t) {
        return t.wireBytes() == null ? -1 : t.wireBytes().getAsLong();
    }

    /** Catalog requests per HTTP version between {@code before} and this snapshot. */
    public Map<String, Long> requestsSince(CounterSnapshot before) {
        Map<String, Long> delta = new HashMap<>();
        catalogRequests.forEach((k, v) -> {
            long d = Math.round(v - before.catalogRequests.getOrDefault(k, 0.0));
            if (d > 0) {
                delta.put(k, d);
            }
        });
        return delta;
    }
}
