package dev.h2clab.loadtests.stats;

/**
 * CPU time per successful request of each service in one window, net of the JIT compiler's threads.
 *
 * @param bffMsPerRequest       bff CPU (user + system, JIT compiler threads left out) per request, ms
 * @param catalogMsPerRequest   catalog CPU per request, ms
 * @param idleSubtracted        true when each process's idle CPU (no load, sampler running) was taken off first;
 *                              without that, fixed per-second costs (scrapes, timers) divided by few requests inflate
 *                              the figure at low rates
 * @param bffJitMsPerSecond     what the bff's JIT compiler threads used meanwhile, left out of the figure above (ms
 *                              per second of the window; NaN when unknown)
 * @param catalogJitMsPerSecond the same for catalog
 */
public record CpuCost(double bffMsPerRequest, double catalogMsPerRequest, boolean idleSubtracted,
                      double bffJitMsPerSecond, double catalogJitMsPerSecond) {

    /** Idle CPU of both services in ms per second of wall time; {@link #NONE} when not measured. */
    public record IdleRates(double bffMsPerSecond, double catalogMsPerSecond) {
        public static final IdleRates NONE = new IdleRates(Double.NaN, Double.NaN);

        boolean known() {
            return !Double.isNaN(bffMsPerSecond) && !Double.isNaN(catalogMsPerSecond);
        }
    }

    /** Nothing measured. */
    public static final CpuCost UNKNOWN = new CpuCost(Double.NaN, Double.NaN, false, Double.NaN, Double.NaN);

    /**
     * Least CPU a window must show before a per-request figure is given when it was counted in {@code /proc}'s
     * 10 ms ticks: below 20 ticks the rounding alone moves the figure by more than 5 %.
     */
    public static final double MEASURABLE_MS_IN_TICKS = 200;
    /** The same from schedstat's nanoseconds: a few dozen requests at a fraction of a millisecond each. */
    public static final double MEASURABLE_MS = 20;

    /**
     * Per-request CPU from the window's CPU use (JIT compiler threads already left out); with known idle rates, idle
     * x seconds is subtracted first. NaN ("cannot tell") when the window used too little CPU to measure, or no more
     * than idle: a low-rate window of a few seconds would otherwise print 0 or a figure made of rounding.
     */
    public static CpuCost of(CpuUsage bff, CpuUsage catalog, double seconds, long requests,
                             IdleRates idle) {
        boolean subtract = idle.known();
        return new CpuCost(perRequest(bff, subtract ? idle.bffMsPerSecond() * seconds : 0, requests),
                perRequest(catalog, subtract ? idle.catalogMsPerSecond() * seconds : 0, requests), subtract,
                perSecond(bff.jitMs(), seconds), perSecond(catalog.jitMs(), seconds));
    }

    private static double perRequest(CpuUsage used, double idleMs, long requests) {
        double net = used.workMs() - idleMs;
        double least = used.inTicks() ? MEASURABLE_MS_IN_TICKS : MEASURABLE_MS;
        return requests > 0 && used.workMs() >= least && net > 0 ? net / requests : Double.NaN;
    }

    private static double perSecond(double ms, double seconds) {
        return seconds > 0 ? ms / seconds : Double.NaN;
    }
}
