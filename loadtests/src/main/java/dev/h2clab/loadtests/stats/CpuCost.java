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
     * Least CPU a window must show before a per-request figure is given: {@code /proc} counts in 10 ms ticks, so
     * below 20 ticks the rounding alone moves the figure by more than 5 %.
     */
    public static final double MEASURABLE_MS = 200;

    /**
     * Per-request CPU from the window's CPU use; with known idle rates, idle x seconds is subtracted first. NaN
     * ("cannot tell") when the window used too little CPU to measure, or no more than idle: a low-rate window of a
     * few seconds would otherwise print 0 or a figure made of tick rounding.
     */
    public static CpuCost of(double bffCpuMs, double catalogCpuMs, double seconds, long requests, IdleRates idle) {
        boolean subtract = idle.known();
        return new CpuCost(perRequest(bffCpuMs, subtract ? idle.bffMsPerSecond() * seconds : 0, requests),
                perRequest(catalogCpuMs, subtract ? idle.catalogMsPerSecond() * seconds : 0, requests), subtract);
    }

    private static double perRequest(double cpuMs, double idleMs, long requests) {
        double net = cpuMs - idleMs;
        return requests > 0 && cpuMs >= MEASURABLE_MS && net > 0 ? net / requests : Double.NaN;
    }
}
