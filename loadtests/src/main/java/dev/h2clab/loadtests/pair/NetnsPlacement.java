package dev.h2clab.loadtests.pair;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.h2clab.loadtests.netns.Pod;
import dev.h2clab.support.process.Command;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Each service in its own network namespace ("pod"). This side runs inside the "load" pod: the pods were
 * created by {@link NetnsLauncher} in the parent process, which passes them in {@code H2CLAB_NETNS_PODS}.
 */
final class NetnsPlacement implements Placement {

    /** Environment variable carrying the pods to the lab process inside the load pod. */
    static final String PODS_ENV = "H2CLAB_NETNS_PODS";

    /** What the parent hands over about one pod. */
    record PodInfo(List<String> prefix, String address) {
    }

    private final Map<String, PodInfo> pods;
    private volatile double lossPercent;

    private NetnsPlacement(Map<String, PodInfo> pods, double lossPercent) {
        this.pods = pods;
        this.lossPercent = lossPercent;
    }

    static boolean insideLoadPod() {
        return System.getenv(PODS_ENV) != null;
    }

    static Placement fromEnvironment(double lossPercent) {
        return new NetnsPlacement(podsFromEnvironment(), lossPercent);
    }

    static Slot pod(String name) {
        PodInfo pod = podsFromEnvironment().get(name);
        if (pod == null) {
            throw new IllegalStateException("no pod " + name + " in " + PODS_ENV);
        }
        return new Slot(pod.prefix(), "0.0.0.0", pod.address(), () -> wireBytes(pod.prefix()));
    }

    private static Map<String, PodInfo> podsFromEnvironment() {
        String json = System.getenv(PODS_ENV);
        if (json == null) {
            throw new IllegalStateException(PODS_ENV + " is not set: netns cells run inside the load pod");
        }
        try {
            return new ObjectMapper().readValue(json, new TypeReference<Map<String, PodInfo>>() { });
        } catch (IOException e) {
            throw new UncheckedIOException("bad " + PODS_ENV, e);
        }
    }

    @Override
    public Slot catalog() {
        PodInfo pod = pods.get("catalog");
        return new Slot(pod.prefix(), "0.0.0.0", pod.address(), () -> wireBytes(pod.prefix()));
    }

    @Override
    public Slot bff() {
        PodInfo pod = pods.get("bff");
        return new Slot(pod.prefix(), "0.0.0.0", pod.address(), () -> wireBytes(pod.prefix()));
    }

    @Override
    public String describe() {
        return "netns (load -> bff " + pods.get("bff").address() + " -> catalog " + pods.get("catalog").address()
                + " over a bridge" + (lossPercent > 0 ? ", " + lossPercent + "% ingress loss on catalog" : "") + ")";
    }

    @Override
    public void catalogLoss(double percent) {
        Pod.dropIngressPercent(pods.get("catalog").prefix(), percent);
        lossPercent = percent;
    }

    /** rx + tx bytes of the pod's eth0 (frames with headers), -1 when unreadable. */
    static long wireBytes(List<String> prefix) {
        List<String> cmd = new ArrayList<>(prefix);
        cmd.addAll(List.of("cat", "/sys/class/net/eth0/statistics/rx_bytes", "/sys/class/net/eth0/statistics/tx_bytes"));
        try {
            Command.Result r = Command.run(cmd, null, Duration.ofSeconds(5));
            if (!r.ok()) {
                return -1;
            }
            String[] v = r.stdout().trim().split("\\s+");
            return Long.parseLong(v[0]) + Long.parseLong(v[1]);
        } catch (RuntimeException e) { // cannot start, timed out, or not two numbers
            return -1;
        }
    }

    @Override
    public void close() {
        // the parent owns the namespaces and removes them
    }
}
