package dev.h2clab.loadtests.pair;

import dev.h2clab.loadtests.netns.PodNetwork;
import dev.h2clab.loadtests.scenario.CellPlan;

/** Creates the placement the options asked for; never falls back from netns to loopback. */
public final class Placements {

    /** The environment variable carrying the pods into the load pod. */
    public static final String NETNS_PODS_ENV = NetnsPlacement.PODS_ENV;

    private Placements() {
    }

    /** Null when netns placement can run here, otherwise what is missing (root, ip, nft). */
    public static String netnsUnavailable() {
        return PodNetwork.unavailableReason().orElse(null);
    }

    /** True in the lab process that {@link NetnsLauncher} started inside the load pod. */
    public static boolean insideLoadPod() {
        return NetnsPlacement.insideLoadPod();
    }

    /**
     * Inside the load pod: the place of pod {@code name} as the parent built it ({@link NetnsLauncher}), bound to
     * all its addresses.
     */
    public static Placement.Slot netnsPod(String name) {
        return NetnsPlacement.pod(name);
    }

    public static Placement create(CellPlan.Pods pods, double lossPercent) {
        return pods == CellPlan.Pods.NETNS ? NetnsPlacement.fromEnvironment(lossPercent) : new LoopbackPlacement();
    }
}
