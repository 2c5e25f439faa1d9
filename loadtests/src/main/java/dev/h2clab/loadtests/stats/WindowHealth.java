package dev.h2clab.loadtests.stats;

/**
 * Whether a window measured the pair or its neighbours.
 *
 * @param machineCpuBusy  whole-machine CPU busy share in the window (0..1)
 * @param outsideCpuShare share of all cores used by processes outside the lab (0..1; NaN when unknown)
 * @param noisy           outside CPU exceeded the run's limit: the window is kept in results.json but its pair
 *                        is left out of the verdict
 */
public record WindowHealth(double machineCpuBusy, double outsideCpuShare, boolean noisy) {

    public static final WindowHealth UNKNOWN = new WindowHealth(Double.NaN, Double.NaN, false);

    /** Judges a window against {@code limit} (share of all cores); unknown noise never excludes a window. */
    public static WindowHealth of(double machineCpuBusy, double outsideCpuShare, double limit) {
        return new WindowHealth(machineCpuBusy, outsideCpuShare, !Double.isNaN(outsideCpuShare) && outsideCpuShare > limit);
    }
}
