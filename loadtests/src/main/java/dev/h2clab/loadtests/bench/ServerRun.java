package dev.h2clab.loadtests.bench;

/**
 * One h2load run against one server.
 *
 * @param server            catalog-service, nginx or nghttpd
 * @param protocol          http1 or h2c
 * @param command           the h2load command line
 * @param requestsPerSecond h2load's req/s after its warm-up
 * @param succeeded         2xx answers
 * @param failed            failed or errored requests
 * @param meanMs            mean time per request as h2load reports it
 * @param jitShare          catalog's JIT compilation time during the run / the run's wall time (NaN for C servers)
 */
public record ServerRun(String server, String protocol, String command, double requestsPerSecond, long succeeded,
                        long failed, double meanMs, double jitShare) {

    ServerRun withJitShare(double share) {
        return new ServerRun(server, protocol, command, requestsPerSecond, succeeded, failed, meanMs, share);
    }
}
