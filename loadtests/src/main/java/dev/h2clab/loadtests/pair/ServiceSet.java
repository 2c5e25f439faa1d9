package dev.h2clab.loadtests.pair;

import dev.h2clab.support.process.ServiceProcess;

import dev.h2clab.loadtests.scenario.CellPlan;
import dev.h2clab.loadtests.scenario.Variant;
import dev.h2clab.support.net.FreePort;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * One catalog-service and one gateway-bff per compared variant, each bff with its own port and its own
 * connections to the shared catalog. The warm engine keeps a set for a whole scenario; a fresh cell starts a
 * set of one variant.
 */
public final class ServiceSet implements AutoCloseable {

    /** Generous: several JVMs start at once on a loaded 2-core machine. */
    private static final Duration READY_TIMEOUT = Duration.ofSeconds(120);

    /** One running bff. */
    public record Bff(Variant variant, ServiceProcess process, String url) {
    }

    private final ServiceProcess catalog;
    private final String catalogUrl;
    private final int catalogPort;
    private final List<Bff> bffs;
    private final Placement placement;

    private ServiceSet(ServiceProcess catalog, String catalogUrl, int catalogPort, List<Bff> bffs,
                       Placement placement) {
        this.catalog = catalog;
        this.catalogUrl = catalogUrl;
        this.catalogPort = catalogPort;
        this.bffs = List.copyOf(bffs);
        this.placement = placement;
    }

    /** Starts catalog and every bff at once, then waits until all are ready; on failure stops what started. */
    public static ServiceSet start(CellPlan plan, List<Variant> variants, Placement placement, Path logDir,
                                   String label) throws IOException, InterruptedException {
        int catalogPort = FreePort.find();
        Placement.Slot c = placement.catalog();
        Placement.Slot b = placement.bff();
        String catalogUrl = "http://" + c.address() + ":" + catalogPort;
        List<ServiceProcess> started = new ArrayList<>();
        try {
            ServiceProcess catalog = ServiceProcess.start("catalog-service",
                    command(c, plan, LabPaths.catalogJar(), logDir), catalogEnvironment(plan, catalogPort, c.bindHost()),
                    logDir.resolve(label + "-catalog.log"));
            started.add(catalog);
            List<Bff> bffs = new ArrayList<>();
            for (Variant v : variants) {
                int port = FreePort.find();
                ServiceProcess bff = ServiceProcess.start("gateway-bff " + v.column(),
                        command(b, plan, LabPaths.bffJar(), logDir),
                        BffEnvironment.of(plan, v.protocol(), v.client(), catalogUrl, port, b.bindHost()),
                        logDir.resolve(label + "-" + v.fileId() + "-bff.log"));
                started.add(bff);
                bffs.add(new Bff(v, bff, "http://" + b.address() + ":" + port));
            }
            catalog.awaitReady(catalogUrl + "/q/health/ready", READY_TIMEOUT);
            for (Bff bff : bffs) {
                bff.process().awaitReady(bff.url() + "/q/health/ready", READY_TIMEOUT);
            }
            return new ServiceSet(catalog, catalogUrl, catalogPort, bffs, placement);
        } catch (IOException | InterruptedException | RuntimeException e) {
            for (int i = started.size() - 1; i >= 0; i--) {
                started.get(i).close();
            }
            throw e;
        }
    }

    /**
     * Everything that decides how the processes of {@code plan} start, ports aside: two plans with the same key can
     * share one set of running processes.
     */
    public static String processKey(CellPlan plan, List<Variant> variants, Placement placement) {
        Placement.Slot c = placement.catalog();
        Placement.Slot b = placement.bff();
        StringBuilder key = new StringBuilder(javaCommand(c, plan, LabPaths.catalogJar(), Path.of("")).toString())
                .append(new java.util.TreeMap<>(catalogEnvironment(plan, 0, c.bindHost())));
        for (Variant v : variants) {
            key.append(v.column()).append(javaCommand(b, plan, LabPaths.bffJar(), Path.of("")))
                    .append(new java.util.TreeMap<>(BffEnvironment.of(plan, v.protocol(), v.client(), "", 0, b.bindHost())));
        }
        return key.toString();
    }

    /** Port and address are the lab's; {@code --catalog-env} adds the experiment's HTTP/2 server settings. */
    public static Map<String, String> catalogEnvironment(CellPlan plan, int port, String bindHost) {
        Map<String, String> env = new HashMap<>(plan.catalogEnv());
        env.put("QUARKUS_HTTP_PORT", Integer.toString(port));
        env.put("QUARKUS_HTTP_HOST", bindHost);
        return env;
    }

    /**
     * The command that starts {@code jar} in {@code slot} with the plan's heap. The {@code -Dh2clab.owner} marker
     * names the run's log directory, so `ps` shows which run a service is from.
     */
    public static List<String> command(Placement.Slot slot, CellPlan plan, Path jar, Path logDir) throws IOException {
        if (!jar.toFile().isFile()) {
            throw new IOException("missing " + jar + ": build it with ./mvnw -B -q package -DskipTests");
        }
        return javaCommand(slot, plan, jar, logDir);
    }

    private static List<String> javaCommand(Placement.Slot slot, CellPlan plan, Path jar, Path logDir) {
        List<String> cmd = new ArrayList<>(slot.prefix());
        cmd.addAll(List.of(LabPaths.java(), "-Xmx" + plan.heapMb() + "m", "-XX:+UseSerialGC",
                "-Dh2clab.owner=" + logDir.toAbsolutePath(), "-jar", jar.toString()));
        return cmd;
    }

    public String catalogUrl() {
        return catalogUrl;
    }

    public int catalogPort() {
        return catalogPort;
    }

    public ServiceProcess catalog() {
        return catalog;
    }

    public List<Bff> bffs() {
        return bffs;
    }

    public Bff bff(Variant variant) {
        return bffs.stream().filter(b -> b.variant().equals(variant)).findFirst().orElseThrow();
    }

    public Placement placement() {
        return placement;
    }

    /** Every process of the set: the lab's own CPU, as opposed to the neighbours'. */
    public List<Long> pids() {
        List<Long> pids = new ArrayList<>();
        pids.add(catalog.pid());
        bffs.forEach(b -> pids.add(b.process().pid()));
        return pids;
    }

    /** Stops the bffs first, so catalog never sees a client vanish mid-measurement. */
    @Override
    public void close() {
        bffs.forEach(b -> b.process().close());
        catalog.close();
    }
}
