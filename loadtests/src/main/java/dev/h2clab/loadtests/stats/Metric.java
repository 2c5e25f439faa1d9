package dev.h2clab.loadtests.stats;

import java.util.Objects;
import java.util.function.Function;

/** The rows of every result table: how to read each figure from a cell and which direction is better. */
public enum Metric {
    THROUGHPUT("throughput (req/s)", true, c -> c.throughput()),
    P50("latency p50 (ms)", false, c -> c.timing().latency().p50()),
    P90("latency p90 (ms)", false, c -> c.timing().latency().p90()),
    P95("latency p95 (ms)", false, c -> c.timing().latency().p95()),
    P99("latency p99 (ms)", false, c -> c.timing().latency().p99()),
    MAX("latency max (ms)", false, c -> c.timing().latency().max()),
    MEAN("latency mean (ms)", false, c -> c.timing().latency().mean()),
    ERRORS("errors (count)", false, c -> (double) c.errorCount()),
    CONNECTIONS_MEDIAN("bff->catalog connections, median", false,
            c -> c.resources().connections().kernelSpread().median()),
    CONNECTIONS_MAX("bff->catalog connections, max", false, c -> c.resources().connections().kernelSpread().max()),
    CATALOG_HTTP1("catalog requests HTTP/1.1", false, c -> c.resources().catalogRequests("HTTP_1_1")),
    CATALOG_HTTP2("catalog requests HTTP/2", false, c -> c.resources().catalogRequests("HTTP_2")),
    CPU_BFF("CPU ms/request bff", false, c -> c.resources().cpu().bffMsPerRequest()),
    CPU_CATALOG("CPU ms/request catalog", false, c -> c.resources().cpu().catalogMsPerRequest()),
    RSS_BFF("RSS MB bff (peak)", false, c -> c.resources().rssMbBff()),
    RSS_CATALOG("RSS MB catalog (peak)", false, c -> c.resources().rssMbCatalog()),
    MACHINE_CPU("machine CPU busy (%)", false, c -> c.health().machineCpuBusy() * 100),
    OUTSIDE_CPU("CPU used outside the lab (% of machine)", false, c -> c.health().outsideCpuShare() * 100),
    WIRE_BYTES("wire bytes per downstream request", false,
            c -> Objects.requireNonNullElse(c.resources().wireBytesPerDownstreamRequest(), Double.NaN));

    private final String label;
    private final boolean higherIsBetter;
    private final Function<CellResult, Double> reader;

    Metric(String label, boolean higherIsBetter, Function<CellResult, Double> reader) {
        this.label = label;
        this.higherIsBetter = higherIsBetter;
        this.reader = reader;
    }

    public String label() {
        return label;
    }

    public boolean higherIsBetter() {
        return higherIsBetter;
    }

    /** The figure of a successful cell; NaN for a failed one. */
    public double read(CellResult cell) {
        if (!cell.succeeded()) {
            return Double.NaN;
        }
        Double v = reader.apply(cell);
        return v == null ? Double.NaN : v;
    }
}
