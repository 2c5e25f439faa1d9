package dev.h2clab.loadtests.rollout;

import dev.h2clab.support.net.FreePort;
import dev.h2clab.loadtests.pair.LoopbackPlacement;
import dev.h2clab.loadtests.pair.Placement;

import java.util.List;

/** Everything on 127.0.0.1, each replica on its own port, {@link TcpBalancer} in front. No root needed. */
final class LoopbackSite implements RolloutSite {

    private static final Placement.Slot LOOPBACK = new LoopbackPlacement().catalog();

    @Override
    public Replica replica(String name) {
        return new Replica(LOOPBACK, new Endpoint("127.0.0.1", FreePort.find()));
    }

    @Override
    public Balancer balancer(List<Endpoint> initial) {
        return TcpBalancer.start(initial);
    }

    @Override
    public Placement.Slot bff() {
        return LOOPBACK;
    }

    @Override
    public int bffPort() {
        return FreePort.find();
    }

    @Override
    public String describe() {
        return "loopback (catalog replicas behind the lab's per-connection TCP balancer)";
    }
}
