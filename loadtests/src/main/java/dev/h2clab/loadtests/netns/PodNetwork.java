package dev.h2clab.loadtests.netns;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeSet;

/**
 * A kind-node-like pod network made of Linux network namespaces (needs root, ip and nft).
 *
 * <p>A "node" namespace holds a bridge {@code br0} with the gateway address; every pod is a namespace
 * whose eth0 is a veth on that bridge. Nothing is attached to the host's namespace, so no address of
 * ours is routable from or to the outside. Services live as nftables DNAT rules in the node namespace;
 * their replies are masqueraded to the gateway address so they pass back through conntrack even though
 * backends and clients share the bridge (kube-proxy needs br_netfilter for the same reason).
 *
 * <pre>{@code
 * try (PodNetwork net = PodNetwork.create("r1")) {
 *     Pod catalog = net.addPod("catalog");
 *     new ProcessBuilder(catalog.command(List.of("java", "-jar", "quarkus-run.jar"))).start();
 * }
 * }</pre>
 * {@link #close()} ends processes still inside the run's namespaces and removes them all.
 */
public final class PodNetwork implements AutoCloseable {

    private static final String BRIDGE = "br0";

    private final String runId;
    private final RunLock lock;
    private final AddressPlan addresses;
    private final Map<String, Pod> pods = new LinkedHashMap<>();
    private final Map<String, Service> services = new LinkedHashMap<>();
    private boolean closed;

    private PodNetwork(String runId, RunLock lock) {
        this.runId = runId;
        this.lock = lock;
        this.addresses = new AddressPlan(runId);
    }

    /** Empty when this machine can run a pod network, otherwise a message naming what is missing. */
    public static Optional<String> unavailableReason() {
        return Tools.unavailableReason();
    }

    /**
     * Creates the node namespace with its bridge for {@code runId} (letters and digits), first removing
     * leftovers of a dead run with the same id. Fails if a live process already uses the id.
     */
    public static PodNetwork create(String runId) {
        Namespaces.requireValid(Namespaces.RUN_ID, runId, "run id");
        unavailableReason().ifPresent(reason -> {
            throw new NetnsException("cannot create a pod network: " + reason);
        });
        RunLock lock = RunLock.tryAcquire(runId)
                .orElseThrow(() -> new NetnsException("run id " + runId + " is in use by a live process"));
        PodNetwork net = new PodNetwork(runId, lock);
        try {
            Namespaces.listRun(runId).forEach(Namespaces::delete);
            net.createNode();
            return net;
        } catch (RuntimeException e) {
            net.close();
            throw e;
        }
    }

    /**
     * Removes the namespaces of runs whose owning process is gone (crash, kill -9) and returns their
     * names. Namespaces of live runs, in this JVM or another, are left alone.
     */
    public static List<String> cleanupStale() {
        List<String> removed = new ArrayList<>();
        for (String runId : new TreeSet<>(Namespaces.list().stream().map(Namespaces::runIdOf).toList())) {
            RunLock.tryAcquire(runId).ifPresent(lock -> {
                try (lock) {
                    for (String ns : Namespaces.listRun(runId)) {
                        Namespaces.delete(ns);
                        removed.add(ns);
                    }
                }
            });
        }
        return removed;
    }

    public String runId() {
        return runId;
    }

    /** The node namespace: bridge, gateway and service rules. */
    public String nodeNamespace() {
        return Namespaces.node(runId);
    }

    /** Adds a pod (namespace, veth on the bridge, address, lo up, default route); same name, same pod. */
    public synchronized Pod addPod(String name) {
        requireOpen();
        Namespaces.requireValid(Namespaces.POD_NAME, name, "pod name");
        if (Namespaces.NODE.equals(name)) {
            throw new IllegalArgumentException("pod name '" + name + "' is reserved for the node namespace");
        }
        Pod existing = pods.get(name);
        if (existing != null) {
            return existing;
        }
        String ns = Namespaces.pod(runId, name);
        String address = addresses.nextPodAddress();
        String hostEnd = "veth" + pods.size();
        String ip = Tools.ip();
        Exec.run(List.of(ip, "netns", "add", ns));
        Pod pod = new Pod(ns, address);
        pods.put(name, pod); // registered before the links so that close() removes a half-built pod too
        Exec.run(List.of(ip, "-n", nodeNamespace(), "link", "add", hostEnd, "type", "veth",
                "peer", "name", "eth0", "netns", ns));
        Exec.run(List.of(ip, "-n", nodeNamespace(), "link", "set", hostEnd, "master", BRIDGE, "up"));
        Exec.run(List.of(ip, "-n", ns, "addr", "add", address + "/" + AddressPlan.PREFIX_LENGTH, "dev", "eth0"));
        Exec.run(List.of(ip, "-n", ns, "link", "set", "lo", "up"));
        Exec.run(List.of(ip, "-n", ns, "link", "set", "eth0", "up"));
        Exec.run(List.of(ip, "-n", ns, "route", "add", "default", "via", addresses.gateway()));
        return pod;
    }

    /**
     * Adds a Service named {@code name}: a virtual IP on {@code port} that sends each NEW connection to
     * one of {@code backends} (same port) at random. Same name, same service.
     */
    public synchronized Service addService(String name, int port, List<Pod> backends) {
        requireOpen();
        Namespaces.requireValid(Namespaces.POD_NAME, name, "service name");
        if (port < 1 || port > 65535 || backends.isEmpty()) {
            throw new IllegalArgumentException("a service needs a port in 1..65535 and at least one backend");
        }
        Service existing = services.get(name);
        if (existing != null) {
            return existing;
        }
        Service service = new Service(name, addresses.nextServiceAddress(), port, backends);
        String chain = Service.chain(name);
        nft("add chain ip h2clab " + chain + "\n"
                + "add rule ip h2clab " + chain + " " + service.dnatRule() + "\n"
                + "add rule ip h2clab services ip daddr " + service.address() + " jump " + chain + "\n");
        services.put(name, service);
        return service;
    }

    /**
     * Replaces the endpoints of Service {@code name} (its virtual IP and port stay): new connections go to
     * {@code backendAddresses} from now on, established ones keep their backend (conntrack), as when an endpoint
     * leaves a Kubernetes Service. Static, so the lab process inside the load pod can do it knowing only names.
     */
    public static void replaceEndpoints(String nodeNamespace, String name, String address, int port,
                                        List<String> backendAddresses) {
        if (backendAddresses.isEmpty()) {
            throw new IllegalArgumentException("a service needs at least one backend");
        }
        String chain = Service.chain(name);
        Exec.run(List.of(Tools.ip(), "netns", "exec", nodeNamespace, Tools.nft(), "-f", "-"),
                "flush chain ip h2clab " + chain + "\n"
                        + "add rule ip h2clab " + chain + " " + Service.dnatRule(address, port, backendAddresses) + "\n");
    }

    /**
     * ESTABLISHED TCP connections with local port {@code port} in the namespace {@code prefix} runs in, counted by the
     * kernel ({@code ss}), leaving out those from {@code exceptPeer} (e.g. the lab's own probes; null = none).
     */
    public static int establishedOnPort(List<String> prefix, int port, String exceptPeer) {
        List<String> cmd = new java.util.ArrayList<>(prefix);
        cmd.addAll(List.of(Tools.find("ss").orElseThrow(() -> new NetnsException("ss (package iproute2) not found")),
                "-Htn", "state", "established", "( sport = :" + port
                        + (exceptPeer == null ? "" : " and not dst " + exceptPeer) + " )"));
        return (int) Exec.run(cmd).lines().filter(l -> !l.isBlank()).count();
    }

    public synchronized List<Pod> pods() {
        return List.copyOf(pods.values());
    }

    /** Ends the processes left in this run's namespaces and removes them; safe to call twice. */
    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        try {
            Namespaces.listRun(runId).forEach(Namespaces::delete);
        } finally {
            lock.close();
        }
    }

    private void createNode() {
        String ip = Tools.ip();
        String node = nodeNamespace();
        Exec.run(List.of(ip, "netns", "add", node));
        Exec.run(List.of(ip, "-n", node, "link", "set", "lo", "up"));
        Exec.run(List.of(ip, "-n", node, "link", "add", BRIDGE, "type", "bridge"));
        Exec.run(List.of(ip, "-n", node, "addr", "add",
                addresses.gateway() + "/" + AddressPlan.PREFIX_LENGTH, "dev", BRIDGE));
        Exec.run(List.of(ip, "-n", node, "link", "set", BRIDGE, "up"));
        Exec.run(List.of(ip, "netns", "exec", node, "sh", "-c", "echo 1 > /proc/sys/net/ipv4/ip_forward"));
        nft("""
                table ip h2clab {
                  chain services { type nat hook prerouting priority dstnat; policy accept; }
                  chain reply-snat {
                    type nat hook postrouting priority srcnat; policy accept;
                    ct status dnat masquerade
                  }
                }
                """);
    }

    /** Applies an nftables script inside the node namespace (never in the host's). */
    private void nft(String script) {
        Exec.run(List.of(Tools.ip(), "netns", "exec", nodeNamespace(), Tools.nft(), "-f", "-"), script);
    }

    private void requireOpen() {
        if (closed) {
            throw new IllegalStateException("pod network " + runId + " is closed");
        }
    }
}
