package dev.h2clab.loadtests.scenario;

/**
 * One published experiment as the lab reproduces it; read from {@code presets.json}, the file the
 * k6 scripts read too, so the two cannot drift.
 *
 * @param description   what the scenario exercises
 * @param reference     which published experiment it reproduces
 * @param endpoint      bff endpoint: {@code products}, {@code burst} or {@code page}
 * @param vus           virtual users of the closed model
 * @param fanout        downstream calls per bff request (for {@code burst})
 * @param bytes         payload size per downstream call (0 = small JSON)
 * @param delayMs       catalog service time per call
 * @param http1Pool     bff HTTP/1.1 connection pool size towards catalog
 * @param http2Pool     bff HTTP/2 connection pool size towards catalog
 * @param rampSeconds   ramp-up of the VUs (part of the warm-up, not measured)
 * @param steadySeconds the measured window
 * @param thresholds    k6 pass/fail thresholds
 */
public record Preset(String description, String reference, String endpoint, int vus, int fanout, long bytes,
                     int delayMs, int http1Pool, int http2Pool, int rampSeconds, int steadySeconds,
                     Thresholds thresholds) {

    /** k6 thresholds: 95th percentile bound and tolerated error rate. */
    public record Thresholds(double p95Ms, double errorRate) {
    }
}
