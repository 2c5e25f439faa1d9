package dev.h2clab.k8s;

import dev.h2clab.support.process.ServiceProcess;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Timeout;
import dev.h2clab.support.net.FreePort;

/**
 * A real Prometheus with the project's scrape configuration (static loopback targets instead of
 * pod discovery) and the same recording rules scrapes a catalog + bff pair per protocol (http1 and
 * h2c, bff settings taken from the rendered overlays) under light load; every documented query
 * must answer for both, and the connection query must show 1 for h2c and more for HTTP/1.1.
 */
@Timeout(value = 10, unit = TimeUnit.MINUTES)
class PrometheusQueriesTest {

    private static final List<String> VARIANTS = List.of("http1", "h2c");

    @TempDir
    Path dir;

    @Test
    void everyDocumentedQueryAnswersAndConnectionsShowTheProtocol() throws Exception {
        Path catalogJar = Repo.quarkusJar("catalog-service");
        Path bffJar = Repo.quarkusJar("gateway-bff");
        String prometheus = Tool.require("prometheus", "apt-get install prometheus");
        Tool.require("h2load", "apt-get install nghttp2-client");
        try (Closer closer = new Closer()) {
            List<ScrapeConfig.Target> targets = new ArrayList<>();
            Map<String, Integer> bffPorts = new LinkedHashMap<>();
            List<ServiceProcess> apps = new ArrayList<>();
            List<String> readiness = new ArrayList<>();
            for (String variant : VARIANTS) {
                int catalogPort = FreePort.find();
                int bffPort = FreePort.find();
                apps.add(closer.add(Launch.java("catalog-" + variant, catalogJar,
                        Map.of("QUARKUS_HTTP_PORT", "" + catalogPort, "QUARKUS_HTTP_HOST", "127.0.0.1"), dir, same())));
                Map<String, String> bffEnv = new HashMap<>(bffSettings(variant));
                bffEnv.putAll(Map.of("BFF_CATALOG_URL", "http://127.0.0.1:" + catalogPort,
                        "QUARKUS_HTTP_PORT", "" + bffPort, "QUARKUS_HTTP_HOST", "127.0.0.1"));
                apps.add(closer.add(Launch.java("bff-" + variant, bffJar, bffEnv, dir, same())));
                targets.add(target(catalogPort, variant, "catalog-service"));
                targets.add(target(bffPort, variant, "gateway-bff"));
                // every probe path the manifests give the kubelet must answer 200 on the real process
                probePaths(variant, "catalog-service").forEach(p -> readiness.add("http://127.0.0.1:" + catalogPort + p));
                probePaths(variant, "gateway-bff").forEach(p -> readiness.add("http://127.0.0.1:" + bffPort + p));
                bffPorts.put(variant, bffPort);
            }
            awaitReady(readiness, apps);
            int promPort = FreePort.find();
            Path config = ScrapeConfig.writeAdapted(dir, targets, "1s", false);
            ServiceProcess prom = closer.add(Launch.command("prometheus", List.of(prometheus,
                    "--config.file=" + config, "--storage.tsdb.path=" + Files.createDirectories(dir.resolve("tsdb")),
                    "--web.listen-address=127.0.0.1:" + promPort), Map.of(), dir));
            String api = "http://127.0.0.1:" + promPort;
            awaitReady(List.of(api + "/-/ready"), List.of(prom));
            for (var bff : bffPorts.entrySet()) {
                closer.add(Load.start("load-" + bff.getKey(), "http://127.0.0.1:" + bff.getValue() + Load.BURST_PATH,
                        4, 25, 120, dir, same()));
            }

            List<JsonNode> queries = PromQl.documented();
            await("every documented query answers for " + VARIANTS).atMost(Duration.ofSeconds(150))
                    .pollInterval(Duration.ofSeconds(2))
                    .until(() -> queries.stream().allMatch(q -> namespaces(api, q).containsAll(namespaces())));

            for (JsonNode query : queries) {
                for (PromQl.Series series : PromQl.query(api, query.path("expr").asText())) {
                    System.out.printf("%-28s %s = %.6g%n", query.path("name").asText(), series.metric(), series.value());
                    for (JsonNode label : query.path("labels")) {
                        assertThat(series.label(label.asText())).as(query.path("name") + " label " + label).isNotBlank();
                    }
                }
            }
            Map<String, Double> connections = byNamespace(api, "h2clab:bff_catalog_connections");
            assertThat(connections.get("h2clab-h2c")).as("h2c connections (HTTP/2 pool 1)").isEqualTo(1.0);
            assertThat(connections.get("h2clab-http1")).as("HTTP/1.1 connections").isGreaterThan(1.0);
            assertThat(versions(api, "h2clab-http1")).containsExactly("HTTP_1_1");
            assertThat(versions(api, "h2clab-h2c")).containsExactly("HTTP_2");
            assertKindE2eQueriesAnswer(api);
        }
    }

    /**
     * The PromQL of .github/scripts/kind-e2e.sh (its {@code scalar "..."} calls) against this
     * Prometheus: each must answer with exactly one series, and the h2c/http1 values must pass the
     * script's own checks, so the cluster workflow cannot fail on a query typo.
     */
    private static void assertKindE2eQueriesAnswer(String api) {
        String script = Repo.read(Repo.root().resolve(".github/scripts/kind-e2e.sh"));
        java.util.regex.Matcher m = java.util.regex.Pattern
                .compile("(\\w+)=\\$\\(scalar \"((?:[^\"\\\\]|\\\\.)*)\"\\)").matcher(script);
        Map<String, Map<String, Double>> values = new HashMap<>();
        while (m.find()) {
            for (String variant : VARIANTS) {
                String expr = m.group(2).replace("\\\"", "\"")
                        .replace("${sel}", "namespace=\"h2clab-" + variant + "\"");
                List<PromQl.Series> result = PromQl.query(api, expr);
                assertThat(result).as(expr).hasSize(1);
                values.computeIfAbsent(variant, v -> new HashMap<>()).put(m.group(1), result.get(0).value());
            }
        }
        assertThat(values.get("h2c")).containsKeys("conns", "max_share", "http2", "http11", "replicas_used");
        assertThat(values.get("h2c").get("conns")).isEqualTo(1.0);
        assertThat(values.get("h2c").get("http11")).isZero();
        assertThat(values.get("http1").get("conns")).isGreaterThan(1.0);
        assertThat(values.get("http1").get("http2")).isZero();
    }

    /** The bff's BFF_CATALOG_* settings in the rendered overlay (the URL is the test's own). */
    static Map<String, String> bffSettings(String overlay) {
        JsonNode bff = Manifests.get(Kustomize.render(overlay), "Deployment", "gateway-bff");
        Map<String, String> env = new HashMap<>();
        for (JsonNode e : Manifests.podSpec(bff).path("containers").get(0).path("env")) {
            String name = e.path("name").asText();
            if (name.startsWith("BFF_CATALOG_") && !name.equals("BFF_CATALOG_URL")) {
                env.put(name, e.path("value").asText());
            }
        }
        return env;
    }

    /** The startup, liveness and readiness probe paths of {@code app} in the rendered overlay. */
    static List<String> probePaths(String overlay, String app) {
        JsonNode container = Manifests.podSpec(Manifests.get(Kustomize.render(overlay), "Deployment", app))
                .path("containers").get(0);
        List<String> paths = new ArrayList<>();
        for (String probe : List.of("startupProbe", "livenessProbe", "readinessProbe")) {
            paths.add(container.path(probe).at("/httpGet/path").asText());
        }
        assertThat(paths).doesNotContain("");
        return paths;
    }

    static void awaitReady(List<String> urls, List<ServiceProcess> processes) {
        await("ready: " + urls).atMost(Duration.ofSeconds(90)).pollInterval(Duration.ofMillis(300))
                .failFast("a process exited", () -> processes.stream().anyMatch(p -> !p.isAlive()))
                .until(() -> urls.stream().allMatch(u -> Http.get(u) != null));
    }

    private static Set<String> namespaces() {
        return VARIANTS.stream().map(v -> "h2clab-" + v).collect(Collectors.toSet());
    }

    private static Set<String> namespaces(String api, JsonNode query) {
        return PromQl.query(api, query.path("expr").asText()).stream()
                .map(s -> s.label("namespace")).collect(Collectors.toSet());
    }

    private static Map<String, Double> byNamespace(String api, String expr) {
        return PromQl.query(api, expr).stream()
                .collect(Collectors.toMap(s -> s.label("namespace"), PromQl.Series::value));
    }

    private static Set<String> versions(String api, String namespace) {
        return PromQl.query(api, "h2clab:catalog_requests:rate1m{namespace=\"" + namespace + "\"} > 0").stream()
                .map(s -> s.label("protocol")).collect(Collectors.toSet());
    }

    private static ScrapeConfig.Target target(int port, String variant, String app) {
        return new ScrapeConfig.Target("127.0.0.1:" + port, Map.of("namespace", "h2clab-" + variant,
                "pod", app + "-" + variant + "-0", "app", app, "node", "loopback"));
    }

    private static UnaryOperator<List<String>> same() {
        return UnaryOperator.identity();
    }
}
