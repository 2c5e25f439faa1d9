package dev.h2clab.loadtests.pair;

import dev.h2clab.support.process.ProcessReaper;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.h2clab.loadtests.netns.Pod;
import dev.h2clab.loadtests.netns.PodNetwork;
import dev.h2clab.loadtests.netns.Service;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * {@code --pods netns}: builds a pod network (catalog, bff and load pods on one bridge, nothing attached to the
 * host) and re-runs the same command inside the load pod, so the driver, the bff and catalog each have their
 * own socket table and every hop crosses a veth pair. Removes the network afterwards, also on Ctrl-C.
 */
public final class NetnsLauncher {

    private static final ObjectMapper JSON = new ObjectMapper();

    private NetnsLauncher() {
    }

    /** Environment variable carrying the rollout's Service to the lab process inside the load pod. */
    public static final String SERVICE_ENV = "H2CLAB_NETNS_SERVICE";
    /** The port every catalog pod listens on, as a Deployment's containerPort. */
    public static final int CATALOG_PORT = 8081;
    /** The port the bff pod listens on. */
    public static final int BFF_PORT = 8080;

    public static int runInLoadPod(double lossPercent, List<String> args) throws Exception {
        return run(net -> {
            Pod catalog = net.addPod("catalog");
            Pod bff = net.addPod("bff");
            if (lossPercent > 0) {
                catalog.dropIngressPercent(lossPercent);
            }
            Map<String, NetnsPlacement.PodInfo> pods = new LinkedHashMap<>();
            pods.put("catalog", info(catalog));
            pods.put("bff", info(bff));
            return Map.of(NetnsPlacement.PODS_ENV, JSON.writeValueAsString(pods));
        }, args);
    }

    /**
     * {@code ./lab rollout --pods netns}: a pod per catalog replica and per successor ({@code catalog-<i>},
     * {@code catalog-<i>-successor}), a bff pod, and a Service (nftables DNAT in the node namespace) whose endpoints
     * are the first {@code replicas} catalog pods; the lab inside the load pod swaps them during the rollout.
     */
    public static int runRolloutInLoadPod(int replicas, List<String> args) throws Exception {
        return run(net -> {
            Map<String, NetnsPlacement.PodInfo> pods = new LinkedHashMap<>();
            List<Pod> endpoints = new ArrayList<>();
            for (int i = 0; i < replicas; i++) {
                Pod replica = net.addPod("catalog-" + i);
                endpoints.add(replica);
                pods.put("catalog-" + i, info(replica));
                pods.put("catalog-" + i + "-successor", info(net.addPod("catalog-" + i + "-successor")));
            }
            pods.put("bff", info(net.addPod("bff")));
            Service service = net.addService("catalog", CATALOG_PORT, endpoints);
            Map<String, Object> serviceInfo = Map.of("node", net.nodeNamespace(), "name", service.name(),
                    "address", service.address(), "port", service.port());
            return Map.of(NetnsPlacement.PODS_ENV, JSON.writeValueAsString(pods),
                    SERVICE_ENV, JSON.writeValueAsString(serviceInfo));
        }, args);
    }

    /** Builds the pods, then runs {@code args} again inside a "load" pod with the environment the layout returned. */
    private static int run(Layout layout, List<String> args) throws Exception {
        String runId = "lab" + ProcessHandle.current().pid();
        PodNetwork net = PodNetwork.create(runId);
        ProcessReaper.register(net);
        try {
            Map<String, String> env = layout.build(net);
            Pod load = net.addPod("load");
            List<String> cmd = new ArrayList<>(List.of(LabPaths.java(), "-cp", System.getProperty("java.class.path"),
                    "dev.h2clab.loadtests.LabCommand"));
            cmd.addAll(args);
            ProcessBuilder pb = new ProcessBuilder(load.command(cmd)).inheritIO();
            pb.environment().putAll(env);
            Process child = pb.start();
            AutoCloseable stopChild = () -> {
                child.destroy();
                if (!child.waitFor(30, TimeUnit.SECONDS)) {
                    child.destroyForcibly();
                }
            };
            ProcessReaper.register(stopChild);
            int code = child.waitFor();
            ProcessReaper.unregister(stopChild);
            return code;
        } finally {
            ProcessReaper.unregister(net);
            net.close();
        }
    }

    @FunctionalInterface
    private interface Layout {
        Map<String, String> build(PodNetwork net) throws Exception;
    }

    private static NetnsPlacement.PodInfo info(Pod pod) {
        return new NetnsPlacement.PodInfo(pod.command(List.of()), pod.address());
    }
}
