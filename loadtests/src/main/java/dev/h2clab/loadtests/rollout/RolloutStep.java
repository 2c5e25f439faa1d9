package dev.h2clab.loadtests.rollout;

/**
 * One replica replaced, times in seconds from the measured window's start (NaN when it did not happen).
 *
 * @param replica   which replica (0-based)
 * @param oldEndpoint the replaced process's {@code host:port}
 * @param newEndpoint its successor's
 * @param flippedAt the successor joined the balancer and the old replica left it (no new connections to it)
 * @param sigtermAt the old replica got SIGTERM (after the preStop pause)
 * @param exitedAt  the old replica exited
 * @param exitCode  its exit code (143 = ended by SIGTERM; -1 = killed after the exit timeout)
 */
public record RolloutStep(int replica, String oldEndpoint, String newEndpoint, double flippedAt, double sigtermAt,
                          double exitedAt, int exitCode) {

    /** Seconds from SIGTERM to exit: the drain. */
    public double drainSeconds() {
        return exitedAt - sigtermAt;
    }
}
