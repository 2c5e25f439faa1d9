package dev.h2clab.loadtests.pair;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.h2clab.loadtests.netns.Pod;
import dev.h2clab.loadtests.netns.PodNetwork;

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

    private NetnsLauncher() {
    }

    public static int runInLoadPod(double lossPercent, List<String> args) throws Exception {
        String runId = "lab" + ProcessHandle.current().pid();
        PodNetwork net = PodNetwork.create(runId);
        ProcessReaper.register(net);
        try {
            Pod catalog = net.addPod("catalog");
            Pod bff = net.addPod("bff");
            Pod load = net.addPod("load");
            if (lossPercent > 0) {
                catalog.dropIngressPercent(lossPercent);
            }
            Map<String, NetnsPlacement.PodInfo> pods = new LinkedHashMap<>();
            pods.put("catalog", new NetnsPlacement.PodInfo(catalog.command(List.of()), catalog.address()));
            pods.put("bff", new NetnsPlacement.PodInfo(bff.command(List.of()), bff.address()));
            List<String> cmd = new ArrayList<>(List.of(LabPaths.java(), "-cp", System.getProperty("java.class.path"),
                    "dev.h2clab.loadtests.LabCommand"));
            cmd.addAll(args);
            ProcessBuilder pb = new ProcessBuilder(load.command(cmd)).inheritIO();
            pb.environment().put(NetnsPlacement.PODS_ENV, new ObjectMapper().writeValueAsString(pods));
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
}
