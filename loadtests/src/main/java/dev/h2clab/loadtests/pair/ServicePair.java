package dev.h2clab.loadtests.pair;

import dev.h2clab.loadtests.scenario.CellPlan;
import dev.h2clab.loadtests.scenario.ClientKind;
import dev.h2clab.loadtests.scenario.Protocol;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** A fresh catalog-service and gateway-bff for one cell, configured for one protocol and client. */
public final class ServicePair implements AutoCloseable {

    /** Generous: two JVMs start at once on a loaded 2-core machine. */
    private static final Duration READY_TIMEOUT = Duration.ofSeconds(90);

    private final ServiceProcess catalog;
    private final ServiceProcess bff;
    private final String catalogUrl;
    private final String bffUrl;
    private final int catalogPort;
    private final Placement placement;

    private ServicePair(ServiceProcess catalog, ServiceProcess bff, String catalogUrl, String bffUrl,
                        int catalogPort, Placement placement) {
        this.catalog = catalog;
        this.bff = bff;
        this.catalogUrl = catalogUrl;
        this.bffUrl = bffUrl;
        this.catalogPort = catalogPort;
        this.placement = placement;
    }

    public static ServicePair start(CellPlan plan, Protocol protocol, ClientKind client, Placement placement,
                                    Path logDir, String label) throws IOException, InterruptedException {
        int catalogPort = FreePorts.next();
        int bffPort = FreePorts.next();
        Placement.Slot c = placement.catalog();
        Placement.Slot b = placement.bff();
        String catalogUrl = "http://" + c.address() + ":" + catalogPort;
        ServiceProcess catalog = ServiceProcess.start("catalog-service", command(c, plan, LabPaths.catalogJar(), logDir),
                catalogEnvironment(plan, catalogPort, c.bindHost()),
                logDir.resolve(label + "-catalog.log"));
        ServiceProcess bff = null;
        try {
            bff = ServiceProcess.start("gateway-bff", command(b, plan, LabPaths.bffJar(), logDir),
                    BffEnvironment.of(plan, protocol, client, catalogUrl, bffPort, b.bindHost()),
                    logDir.resolve(label + "-bff.log"));
            String bffUrl = "http://" + b.address() + ":" + bffPort;
            catalog.awaitReady(catalogUrl + "/q/health/ready", READY_TIMEOUT);
            bff.awaitReady(bffUrl + "/q/health/ready", READY_TIMEOUT);
            return new ServicePair(catalog, bff, catalogUrl, bffUrl, catalogPort, placement);
        } catch (IOException | InterruptedException | RuntimeException e) {
            if (bff != null) {
                bff.close();
            }
            catalog.close();
            throw e;
        }
    }

    /** Port and address are the lab's; {@code --catalog-env} adds the experiment's HTTP/2 server settings. */
    private static Map<String, String> catalogEnvironment(CellPlan plan, int port, String bindHost) {
        Map<String, String> env = new HashMap<>(plan.catalogEnv());
        env.put("QUARKUS_HTTP_PORT", Integer.toString(port));
        env.put("QUARKUS_HTTP_HOST", bindHost);
        return env;
    }

    /** The {@code -Dh2clab.owner} marker names the run's log directory, so `ps` shows which run a service is from. */
    private static List<String> command(Placement.Slot slot, CellPlan plan, Path jar, Path logDir) throws IOException {
        if (!jar.toFile().isFile()) {
            throw new IOException("missing " + jar + ": build it with ./mvnw -B -q package -DskipTests");
        }
        List<String> cmd = new ArrayList<>(slot.prefix());
        cmd.addAll(List.of(LabPaths.java(), "-Xmx" + plan.heapMb() + "m", "-XX:+UseSerialGC",
                "-Dh2clab.owner=" + logDir.toAbsolutePath(), "-jar", jar.toString()));
        return cmd;
    }

    public String catalogUrl() {
        return catalogUrl;
    }

    public String bffUrl() {
        return bffUrl;
    }

    public int catalogPort() {
        return catalogPort;
    }

    public ServiceProcess catalog() {
        return catalog;
    }

    public ServiceProcess bff() {
        return bff;
    }

    public Placement placement() {
        return placement;
    }

    /** Stops the bff first, so catalog never sees a client vanish mid-measurement. */
    @Override
    public void close() {
        bff.close();
        catalog.close();
    }
}
