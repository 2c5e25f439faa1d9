package dev.h2clab.loadtests.rollout;

import dev.h2clab.loadtests.netns.PodNetwork;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The pod network's Service as the balancer: changing endpoints rewrites its DNAT rule in the node namespace;
 * connections are counted by the kernel in each replica's pod ({@code ss}), the lab's own probes from the load pod
 * left out.
 */
final class NftBalancer implements Balancer {

    private final String node;
    private final String name;
    private final String address;
    private final int port;
    private final NetnsSite site;
    private final Map<String, Endpoint> seen = new LinkedHashMap<>();
    private volatile List<Endpoint> endpoints = List.of();

    NftBalancer(String node, String name, String address, int port, NetnsSite site) {
        this.node = node;
        this.name = name;
        this.address = address;
        this.port = port;
        this.site = site;
    }

    @Override
    public String url() {
        return "http://" + address + ":" + port;
    }

    @Override
    public synchronized void endpoints(List<Endpoint> next) {
        PodNetwork.replaceEndpoints(node, name, address, port, next.stream().map(Endpoint::host).toList());
        next.forEach(e -> seen.put(e.toString(), e));
        endpoints = List.copyOf(next);
    }

    /** Every endpoint this Service has had, so connections left on a removed replica show too. */
    @Override
    public synchronized Map<String, Integer> openConnections() {
        Map<String, Integer> out = new LinkedHashMap<>();
        endpoints.forEach(e -> out.put(e.toString(), 0));
        seen.forEach((key, e) -> {
            int n;
            try {
                n = PodNetwork.establishedOnPort(site.slotOf(e).prefix(), e.port(), site.ownAddress());
            } catch (RuntimeException gone) {
                n = 0; // a pod whose process has exited holds no connection
            }
            if (n > 0 || out.containsKey(key)) {
                out.put(key, n);
            }
        });
        return out;
    }

    @Override
    public long refused() {
        return -1;
    }

    @Override
    public void close() {
        // the parent removes the pod network, rules included
    }
}
