package dev.h2clab.loadtests.rollout;

import dev.h2clab.loadtests.pair.Placement;

import java.util.List;

/** Where a rollout's processes run and what balances connections over the catalog replicas. */
interface RolloutSite {

    /** One replica's place: how to start a process there and the endpoint it listens on. */
    record Replica(Placement.Slot slot, Endpoint endpoint) {
    }

    /** The place for replica {@code name} ({@code catalog-<i>} or {@code catalog-<i>-successor}). */
    Replica replica(String name);

    /** The balancer in front of {@code initial}, ready for new connections. */
    Balancer balancer(List<Endpoint> initial);

    Placement.Slot bff();

    /** A port for a new bff. */
    int bffPort();

    /** One line for reports. */
    String describe();
}
