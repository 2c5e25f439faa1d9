package dev.h2clab.loadtests.stats;

/**
 * CPU time per successful request of each service in one window.
 *
 * @param bffMsPerRequest     bff CPU (user + system) per request, ms
 * @param catalogMsPerRequest catalog CPU per request, ms
 * @param idleSubtracted      true when each process's idle CPU (no load, sampler running) was taken off first;
 *                            without that, fixed per-second costs (JIT, scrapes) divided by few requests inflate
 *                            the figure at low rates
 */
public record CpuCost(double bffMsPerRequest, double catalogMsPerRequest, boolean idleSubtracted) {

    /** Idle CPU of both services in ms per second of wall time; {@link #NONE} when not measured. */
    public record IdleRates(double bffMsPerSecond, double catalogMsPerSecond) {
        public static final IdleRates NONE = new IdleRates(Double.NaN, Double.NaN);

        boolean known() {
            return !Double.isNaN(bffMsPerSecond) && !Double.isNaN(catalogMsPerSecond);
        }
    }

    /**
     * Per-request CPU from the window's CPU use; with known idle rates, idle x seconds is subtracted first
     * (never below zero: idle is a sample too, and a quiet window can undercut it).
     */
    public static CpuCost of(double bffCpuMs, double catalogCpuMs, double seconds, long requests, IdleRates idle) {
        boolean subtract = idle.known();
        double bff = subtract ? Math.max(0, bffCpuMs - idle.bffMsPerSecond() * seconds) : bffCpuMs;
        double catalog = subtract ? Math.max(0, catalogCpuMs - idle.catalogMsPerSecond() * seconds) : catalogCpuMs;
        return new CpuCost(perRequest(bff, requests), perRequest(catalog, requests), subtract);
    }

    private static double perRequest(double cpuMs, long requests) {
        return requests > 0 ? cpuMs / requests : Double.NaN;
    }
}
