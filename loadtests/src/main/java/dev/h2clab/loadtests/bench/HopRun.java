package dev.h2clab.loadtests.bench;

/**
 * One open-model window of the lab's load driver against catalog-service directly or through a bff.
 *
 * @param target        "catalog direct", "bff http1" / "bff h2c", "nginx proxy" or "plain Vert.x proxy http1" / "... h2c"
 * @param rate          requested req/s
 * @param p50Ms         median latency (from the scheduled start, so queueing counts)
 * @param p99Ms         99th percentile
 * @param cpuMicrosPerRequest CPU time of the process that answers the edge (catalog or bff), per request
 * @param requests      requests in the window
 * @param errors        failed requests
 * @param jitShare      JIT compilation time of the measured process during the window / the window's wall time
 */
public record HopRun(String target, double rate, double p50Ms, double p99Ms, double cpuMicrosPerRequest,
                     long requests, long errors, double jitShare) {
}
