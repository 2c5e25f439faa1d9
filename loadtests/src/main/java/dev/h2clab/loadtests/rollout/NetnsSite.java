package dev.h2clab.loadtests.rollout;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.h2clab.loadtests.pair.NetnsLauncher;
import dev.h2clab.loadtests.pair.Placement;
import dev.h2clab.loadtests.pair.Placements;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.Inet4Address;
import java.net.InetAddress;
import java.net.NetworkInterface;
import java.net.SocketException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code --pods netns}, seen from the lab process inside the load pod: a pod per replica and per successor, the bff in
 * its own pod, and the kernel as the balancer (the Service's nftables DNAT and conntrack, as kube-proxy does).
 */
final class NetnsSite implements RolloutSite {

    private final JsonNode service;
    private final Map<String, Placement.Slot> podsByAddress = new HashMap<>();
    private final String ownAddress;

    private NetnsSite(JsonNode service, List<String> podNames) {
        this.service = service;
        podNames.forEach(name -> {
            Placement.Slot slot = Placements.netnsPod(name);
            podsByAddress.put(slot.address(), slot);
        });
        this.ownAddress = eth0Address();
    }

    static NetnsSite fromEnvironment() {
        String json = System.getenv(NetnsLauncher.SERVICE_ENV);
        if (json == null) {
            throw new IllegalStateException(NetnsLauncher.SERVICE_ENV + " is not set: run ./lab rollout --pods netns");
        }
        try {
            List<String> names = new ArrayList<>();
            new ObjectMapper().readTree(System.getenv(Placements.NETNS_PODS_ENV)).fieldNames()
                    .forEachRemaining(names::add);
            return new NetnsSite(new ObjectMapper().readTree(json), names);
        } catch (IOException e) {
            throw new UncheckedIOException("bad " + NetnsLauncher.SERVICE_ENV, e);
        }
    }

    @Override
    public Replica replica(String name) {
        Placement.Slot slot = Placements.netnsPod(name);
        return new Replica(slot, new Endpoint(slot.address(), NetnsLauncher.CATALOG_PORT));
    }

    @Override
    public Balancer balancer(List<Endpoint> initial) {
        NftBalancer balancer = new NftBalancer(service.path("node").asText(), service.path("name").asText(),
                service.path("address").asText(), service.path("port").asInt(), this);
        balancer.endpoints(initial);
        return balancer;
    }

    /** The pod whose address {@code endpoint} is: where to count its connections. */
    Placement.Slot slotOf(Endpoint endpoint) {
        Placement.Slot slot = podsByAddress.get(endpoint.host());
        if (slot == null) {
            throw new IllegalStateException("no pod has address " + endpoint.host());
        }
        return slot;
    }

    /** This process's address in the load pod (eth0), or null when it has none. */
    String ownAddress() {
        return ownAddress;
    }

    private static String eth0Address() {
        try {
            NetworkInterface eth0 = NetworkInterface.getByName("eth0");
            return eth0 == null ? null : eth0.inetAddresses().filter(a -> a instanceof Inet4Address)
                    .map(InetAddress::getHostAddress).findFirst().orElse(null);
        } catch (SocketException e) {
            return null;
        }
    }

    @Override
    public Placement.Slot bff() {
        return Placements.netnsPod("bff");
    }

    @Override
    public int bffPort() {
        return NetnsLauncher.BFF_PORT;
    }

    @Override
    public String describe() {
        return "netns (a pod per catalog replica behind a Service: nftables DNAT per new connection, conntrack keeps it)";
    }
}
