package dev.h2clab.k8s;

import dev.h2clab.support.process.ServiceProcess;
import dev.h2clab.support.metrics.PrometheusText;
import dev.h2clab.support.testing.Capability;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.h2clab.loadtests.netns.Pod;
import dev.h2clab.loadtests.netns.PodNetwork;
import dev.h2clab.loadtests.netns.Service;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Timeout;

/**
 * The kube-proxy pitfall in network namespaces (root only): 3 catalog pods behind a Service VIP
 * (nftables DNAT, random backend per NEW connection), a bff pod configured like each overlay, and a
 * load generator pod. h2c rides one connection, so one replica takes everything; HTTP/1.1 spreads
 * over its pool's connections; the balanced variant's connection rotation spreads h2c.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
@Timeout(value = 10, unit = TimeUnit.MINUTES)
class PodNetworkPinningTest {

    private static final int CATALOG_PORT = 8081;
    private static final int BFF_PORT = 8080;

    private final Closer closer = new Closer();
    private Path logs;
    private PodNetwork net;
    private List<Pod> catalogs;
    private Service catalogService;
    private Pod bffPod;
    private Pod loadgen;

    @BeforeAll
    void startCatalogsBehindAService() throws IOException {
        Optional<String> skip = Capability.skipReason("the pod-network pinning test", PodNetwork.unavailableReason());
        assumeTrue(skip.isEmpty(), () -> skip.get());
        Path catalogJar = Repo.quarkusJar("catalog-service");
        Tool.require("curl", "apt-get install curl");
        logs = Files.createDirectories(Path.of("target", "pinning-logs")); // kept for a failed run, removed by clean
        net = closer.add(PodNetwork.create("k8s" + Long.toString(ThreadLocalRandom.current().nextLong(1L << 30), 36)));
        loadgen = net.addPod("loadgen");
        bffPod = net.addPod("gateway-bff");
        catalogs = new ArrayList<>();
        List<ServiceProcess> apps = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            Pod pod = net.addPod("catalog-" + i);
            catalogs.add(pod);
            apps.add(closer.add(Launch.java(pod.name(), catalogJar, Map.of("QUARKUS_HTTP_PORT", "" + CATALOG_PORT,
                    "QUARKUS_HTTP_HOST", "0.0.0.0"), logs, pod::command)));
        }
        catalogService = net.addService("catalog-service", CATALOG_PORT, catalogs);
        for (Pod pod : catalogs) {
            awaitReady(pod.address(), CATALOG_PORT, apps);
        }
    }

    @AfterAll
    void stopEverything() {
        closer.close(); // processes first (last started first), then the namespaces
    }

    @Test
    void h2cPinsEveryRequestToOneReplica() throws Exception {
        Result result = runBff("h2c", PrometheusQueriesTest.bffSettings("h2c"), 8);

        assertThat(result.connections()).as("bff -> catalog connections").isEqualTo(1.0);
        assertThat(result.shares()).as("catalog replica shares " + result.shares())
                .filteredOn(share -> share > 0).hasSize(1);
    }

    @Test
    void http1SpreadsOverItsPoolConnections() throws Exception {
        Map<String, String> settings = new HashMap<>(PrometheusQueriesTest.bffSettings("http1"));
        // 12 connections instead of the overlay's 5: with 5, all land on one replica 1.2% of the
        // time (3 * 3^-5), which would make this test flaky; with 12 the odds are 6e-6.
        settings.put("BFF_CATALOG_HTTP1_POOL_SIZE", "12");

        Result result = runBff("http1", settings, 8);

        assertThat(result.connections()).isGreaterThan(1.0);
        assertThat(result.shares()).as("catalog replica shares " + result.shares())
                .filteredOn(share -> share >= 0.05).hasSizeGreaterThanOrEqualTo(2);
    }

    @Test
    void balancedVariantSpreadsH2c() throws Exception {
        Map<String, String> settings = PrometheusQueriesTest.bffSettings("h2c-balanced");

        Result result = runBff("h2c-balanced", settings, 20);

        assertThat(result.shares()).as("catalog replica shares " + result.shares())
                .filteredOn(share -> share >= 0.05).hasSizeGreaterThanOrEqualTo(2);
        assertThat(result.connections()).as("rotation keeps about one connection").isLessThanOrEqualTo(2.0);
    }

    /** Starts a bff with {@code settings} against the Service VIP, loads it, returns what the catalogs saw. */
    private Result runBff(String variant, Map<String, String> settings, int loadSeconds) throws Exception {
        Map<String, String> env = new HashMap<>(settings);
        env.putAll(Map.of("BFF_CATALOG_URL", catalogService.url(), "QUARKUS_HTTP_PORT", "" + BFF_PORT,
                "QUARKUS_HTTP_HOST", "0.0.0.0"));
        try (ServiceProcess bff = Launch.java(bffPod.name() + "-" + variant,
                Repo.quarkusJar("gateway-bff"), env, logs, bffPod::command)) {
            awaitReady(bffPod.address(), BFF_PORT, List.of(bff));
            List<Double> before = catalogRequests();
            try (ServiceProcess load = Load.start("load", "http://" + bffPod.address() + ":" + BFF_PORT + Load.BURST_PATH,
                    4, 25, loadSeconds, logs, loadgen::command)) {
                assertThat(load.awaitExit(loadSeconds + 60)).as("h2load ends by itself").isTrue();
            }
            double connections = PrometheusText.sumOrZero(curl(bffPod.address(), BFF_PORT, "/q/metrics"),
                    "lab_tcp_established", Map.of("direction", "outbound"));
            List<Double> after = catalogRequests();
            double total = 0;
            for (int i = 0; i < after.size(); i++) {
                total += after.get(i) - before.get(i);
            }
            assertThat(total).as("catalog requests during the load").isGreaterThan(50);
            List<Double> shares = new ArrayList<>();
            for (int i = 0; i < after.size(); i++) {
                shares.add((after.get(i) - before.get(i)) / total);
            }
            System.out.printf("%s: %.0f catalog requests, replica shares %s, bff->catalog connections %.0f%n",
                    variant, total, shares, connections);
            return new Result(connections, shares);
        }
    }

    private List<Double> catalogRequests() {
        List<Double> counts = new ArrayList<>();
        for (Pod catalog : catalogs) {
            counts.add(PrometheusText.sumOrZero(curl(catalog.address(), CATALOG_PORT, "/q/metrics"),
                    "catalog_requests_total", Map.of()));
        }
        return counts;
    }

    /** GET from inside the load generator pod (the test JVM is outside every pod namespace). */
    private String curl(String address, int port, String path) {
        return Tool.run(loadgen.command(List.of(Tool.require("curl", "apt-get install curl"), "-sf",
                "--max-time", "5", "http://" + address + ":" + port + path)), 30);
    }

    private void awaitReady(String address, int port, List<ServiceProcess> processes) {
        await("ready: " + address + ":" + port).atMost(Duration.ofSeconds(120)).pollInterval(Duration.ofMillis(500))
                .failFast("a process exited", () -> processes.stream().anyMatch(p -> !p.isAlive()))
                .until(() -> Tool.tryRun(loadgen.command(List.of("curl", "-sf", "--max-time", "2",
                        "http://" + address + ":" + port + "/q/health/ready")), 30).exitCode() == 0);
    }

    private record Result(double connections, List<Double> shares) {
    }
}
