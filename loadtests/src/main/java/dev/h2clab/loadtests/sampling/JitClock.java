package dev.h2clab.loadtests.sampling;

import dev.h2clab.support.metrics.PrometheusText;

import java.io.IOException;
import java.util.Map;

/**
 * A service's cumulative JIT compilation time ({@code jvm_compilation_time_ms_total} on its /q/metrics), read around
 * a run so its figures come with the share of the run the JIT was still compiling: on 2 cores a Quarkus JVM keeps
 * recompiling for a minute or more, and a run taken then measures the compiler as much as the service.
 */
public final class JitClock {

    private final String metricsUrl;
    private double startMs;
    private long startNanos;

    public JitClock(String baseUrl) {
        this.metricsUrl = baseUrl + "/q/metrics";
    }

    /** Starts a span. */
    public JitClock start() throws InterruptedException {
        startMs = read();
        startNanos = System.nanoTime();
        return this;
    }

    /** JIT time since {@link #start} as a share of the wall time since then (NaN where no JIT is published). */
    public double share() throws InterruptedException {
        double ms = read() - startMs;
        double wallMs = (System.nanoTime() - startNanos) / 1e6;
        return wallMs <= 0 ? Double.NaN : ms / wallMs;
    }

    private double read() throws InterruptedException {
        try {
            return PrometheusText.sum(HttpProbe.text(metricsUrl), "jvm_compilation_time_ms_total", Map.of());
        } catch (IOException e) {
            return Double.NaN;
        }
    }
}
