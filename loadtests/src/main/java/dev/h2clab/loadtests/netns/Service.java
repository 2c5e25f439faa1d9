package dev.h2clab.loadtests.netns;

import java.util.List;

/**
 * A kube-proxy-like Service: a virtual IP whose NEW TCP connections are DNATed to a backend drawn at
 * random; conntrack keeps every later packet of a connection on the same backend. So it balances
 * connections, not requests: one long-lived HTTP/2 connection stays on one backend.
 */
public record Service(String name, String address, int port, List<Pod> backends) {

    public Service {
        backends = List.copyOf(backends);
    }

    /** {@code http://<vip>:<port>}, the URL a client pod uses. */
    public String url() {
        return "http://" + address + ":" + port;
    }

    /** The nftables rule that sends a new connection to the virtual IP to a random backend. */
    String dnatRule() {
        return dnatRule(address, port, backends.stream().map(Pod::address).toList());
    }

    /** Same rule for backend addresses, so a process that only knows addresses can rewrite a Service's endpoints. */
    static String dnatRule(String address, int port, List<String> backends) {
        StringBuilder target = new StringBuilder();
        if (backends.size() == 1) {
            target.append(backends.get(0));
        } else {
            target.append("numgen random mod ").append(backends.size()).append(" map { ");
            for (int i = 0; i < backends.size(); i++) {
                target.append(i == 0 ? "" : ", ").append(i).append(" : ").append(backends.get(i));
            }
            target.append(" }");
        }
        return "ip daddr " + address + " tcp dport " + port + " dnat to " + target;
    }

    /** The chain holding this Service's rule (the node's {@code services} chain jumps to it). */
    static String chain(String name) {
        return "svc-" + name;
    }
}
