package dev.h2clab.k8s;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The overlays differ from the base only where intended. */
class OverlayTest {

    /** Overlay -> the BFF_CATALOG_PROTOCOL it must set. */
    static final Map<String, String> PROTOCOLS =
            Map.of("http1", "http1", "h2c", "h2c", "h2c-upgrade", "h2c-upgrade", "h2c-balanced", "h2c");
    /** Overlay -> the bff env vars it may change. */
    static final Map<String, Set<String>> CHANGED = Map.of(
            "h2c-balanced", Set.of("BFF_CATALOG_PROTOCOL", "BFF_CATALOG_MAX_CONNECTION_AGE"));

    static Stream<String> protocolOverlays() {
        return PROTOCOLS.keySet().stream().sorted();
    }

    @ParameterizedTest
    @MethodSource("protocolOverlays")
    void overlayChangesOnlyNamespaceAndProtocol(String overlay) {
        List<JsonNode> docs = Kustomize.render(overlay);
        Set<String> changed = CHANGED.getOrDefault(overlay, Set.of("BFF_CATALOG_PROTOCOL"));

        assertThat(Manifests.env(Manifests.get(docs, "Deployment", "gateway-bff"), "BFF_CATALOG_PROTOCOL"))
                .isEqualTo(PROTOCOLS.get(overlay));
        assertThat(docs).filteredOn(d -> !d.path("kind").asText().equals("Namespace"))
                .allSatisfy(d -> assertThat(d.at("/metadata/namespace").asText()).isEqualTo("h2clab-" + overlay));
        assertThat(normalize(docs, changed)).isEqualTo(normalize(Kustomize.render("base"), changed));
    }

    @Test
    void balancedVariantRotatesH2cConnections() {
        JsonNode bff = Manifests.get(Kustomize.render("h2c-balanced"), "Deployment", "gateway-bff");

        assertThat(Manifests.env(bff, "BFF_CATALOG_MAX_CONNECTION_AGE")).matches("\\d+(ms|s|m)");
        assertThat(Manifests.env(bff, "BFF_CATALOG_URL")).isEqualTo("http://catalog-service:8081");
    }

    @Test
    void nativeComponentSwapsOnlyImagesAndPassesTheHeapAsArgument() {
        List<JsonNode> jvm = Kustomize.render("h2c");
        List<JsonNode> nativ = Kustomize.render("h2c-native");

        for (String app : List.of("catalog-service", "gateway-bff")) {
            JsonNode c = Manifests.podSpec(Manifests.get(nativ, "Deployment", app)).path("containers").get(0);
            assertThat(c.path("image").asText()).isEqualTo("h2clab/" + app + "-native:0.1.0-SNAPSHOT");
            assertThat(c.path("args").toString()).isEqualTo("[\"-Xmx256m\"]");
        }
        assertThat(stripImages(nativ)).isEqualTo(stripImages(jvm));
    }

    @Test
    void kustomizationsUseOnlyCurrentFields() throws IOException {
        List<Path> files;
        try (Stream<Path> walk = Files.walk(Repo.k8s(""))) {
            files = walk.filter(p -> p.getFileName().toString().equals("kustomization.yaml"))
                    .filter(p -> !p.toString().contains("/target/")).toList();
        }
        assertThat(files).hasSizeGreaterThanOrEqualTo(9);
        for (Path file : files) {
            JsonNode k = Kustomize.YAML.readTree(file.toFile());
            List<String> keys = new ArrayList<>();
            k.fieldNames().forEachRemaining(keys::add);
            assertThat(keys).as(file.toString()).isSubsetOf("apiVersion", "kind", "namespace", "resources",
                    "patches", "labels", "components", "images", "configMapGenerator");
        }
    }

    @Test
    void kindClusterGivesBffCatalogAndLoadGeneratorANodeEach() throws IOException {
        JsonNode cluster = Kustomize.YAML.readTree(Repo.k8s("kind/cluster.yaml").toFile());
        List<String> roles = new ArrayList<>();
        cluster.path("nodes").forEach(n -> roles.add(n.at("/labels/h2clab.dev~1role").asText(n.path("role").asText())));

        assertThat(roles).containsExactlyInAnyOrder("control-plane", "bff", "catalog", "loadgen");
        List<JsonNode> docs = Kustomize.render("h2c");
        assertThat(Manifests.get(docs, "Deployment", "catalog-service").toString())
                .contains("\"values\":[\"catalog\"]").contains("\"app.kubernetes.io/name\":\"gateway-bff\"");
        assertThat(Manifests.get(docs, "Deployment", "gateway-bff").toString()).contains("\"values\":[\"bff\"]");
        assertThat(Manifests.get(Kustomize.render(Kustomize.LOADTEST), "Job", "k6-load").toString())
                .contains("\"values\":[\"loadgen\"]");
    }

    /** Drops namespaces and the intended env vars; sorts env so patch order does not matter. */
    private static List<String> normalize(List<JsonNode> docs, Set<String> changedEnv) {
        List<String> out = new ArrayList<>();
        for (JsonNode doc : docs) {
            if (doc.path("kind").asText().equals("Namespace")) {
                continue;
            }
            ObjectNode copy = doc.deepCopy();
            ((ObjectNode) copy.path("metadata")).remove("namespace");
            // appProtocol differs by design (SecurityManifestsTest checks its value per overlay)
            copy.at("/spec/ports").forEach(port -> ((ObjectNode) port).remove("appProtocol"));
            JsonNode spec = Manifests.podSpec(copy);
            if (spec != null) {
                for (JsonNode c : spec.path("containers")) {
                    if (c.path("env") instanceof ArrayNode env) {
                        List<JsonNode> kept = new ArrayList<>();
                        env.forEach(e -> {
                            if (!changedEnv.contains(e.path("name").asText())) {
                                kept.add(e);
                            }
                        });
                        kept.sort(Comparator.comparing(e -> e.path("name").asText()));
                        env.removeAll();
                        env.addAll(kept);
                    }
                }
            }
            out.add(copy.toString());
        }
        out.sort(null);
        return out;
    }

    private static List<String> stripImages(List<JsonNode> docs) {
        List<String> out = new ArrayList<>();
        for (JsonNode doc : docs) {
            ObjectNode copy = doc.deepCopy();
            JsonNode spec = Manifests.podSpec(copy);
            if (spec != null) {
                spec.path("containers").forEach(c -> ((ObjectNode) c).remove(List.of("image", "args")));
            }
            out.add(copy.toString());
        }
        return out;
    }
}
