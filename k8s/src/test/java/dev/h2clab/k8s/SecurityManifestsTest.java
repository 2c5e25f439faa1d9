package dev.h2clab.k8s;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.io.IOException;
import java.io.StringReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The cluster variant's security and shutdown settings, read from the rendered manifests: Pod Security
 * "restricted" namespaces, NetworkPolicies evaluated for who may reach whom, appProtocol on h2c ports, and
 * termination grace periods that cover the services' own drain settings.
 */
class SecurityManifestsTest {

    private static final String MONITORING = "h2clab-monitoring";

    @ParameterizedTest
    @MethodSource("dev.h2clab.k8s.RenderedManifestsTest#kustomizations")
    void everyNamespaceEnforcesTheRestrictedPodSecurityLevel(String dir) {
        for (JsonNode ns : Kustomize.render(dir)) {
            if (ns.path("kind").asText().equals("Namespace")) {
                JsonNode labels = ns.at("/metadata/labels");
                assertThat(labels.path("pod-security.kubernetes.io/enforce").asText()).as(dir).isEqualTo("restricted");
                assertThat(labels.path("pod-security.kubernetes.io/warn").asText()).as(dir).isEqualTo("restricted");
            }
        }
    }

    @ParameterizedTest
    @MethodSource("dev.h2clab.k8s.OverlayTest#protocolOverlays")
    void onlyTheBffReachesCatalogAndOnlyTheLoadJobReachesTheBff(String overlay) {
        List<JsonNode> docs = new ArrayList<>(Kustomize.render(overlay));
        String ns = "h2clab-" + overlay;
        docs.addAll(Kustomize.render(Kustomize.LOADTEST).stream()
                .map(d -> d.path("kind").asText().equals("NetworkPolicy") ? withNamespace(d, ns) : d).toList());
        Pod bff = new Pod(ns, "gateway-bff");
        Pod catalog = new Pod(ns, "catalog-service");
        Pod load = new Pod(ns, "k6-load");
        Pod prometheus = new Pod(MONITORING, "prometheus");
        Pod stranger = new Pod(ns, "debug-shell");
        Pod elsewhere = new Pod("default", "gateway-bff");

        NetworkPolicies policies = new NetworkPolicies(docs);
        assertThat(policies.allows(bff, catalog, 8081)).isTrue();
        assertThat(policies.allows(prometheus, catalog, 8081)).isTrue();
        assertThat(policies.allows(load, catalog, 8081)).as("load Job -> catalog").isFalse();
        assertThat(policies.allows(stranger, catalog, 8081)).as("other pod -> catalog").isFalse();
        assertThat(policies.allows(elsewhere, catalog, 8081)).as("a bff of another namespace").isFalse();
        assertThat(policies.allows(load, bff, 8080)).isTrue();
        assertThat(policies.allows(prometheus, bff, 8080)).isTrue();
        assertThat(policies.allows(catalog, bff, 8080)).as("catalog -> bff").isFalse();
        assertThat(policies.allows(stranger, bff, 8080)).as("other pod -> bff").isFalse();
        assertThat(policies.egressAllows(load, bff, 8080)).isTrue();
        assertThat(policies.egressAllows(load, catalog, 8081)).as("load Job egress to catalog").isFalse();
        assertThat(policies.egressAllows(load, new Pod("kube-system", "kube-dns", Map.of("k8s-app", "kube-dns")), 53))
                .as("DNS").isTrue();
    }

    @Test
    void h2cOverlaysDeclareTheCatalogPortAsH2c() {
        Map<String, String> expected = Map.of("http1", "http", "h2c-upgrade", "http", "h2c", "kubernetes.io/h2c",
                "h2c-balanced", "kubernetes.io/h2c", "h2c-native", "kubernetes.io/h2c");
        expected.forEach((overlay, appProtocol) -> assertThat(Manifests.get(Kustomize.render(overlay), "Service",
                "catalog-service").at("/spec/ports/0/appProtocol").asText()).as(overlay).isEqualTo(appProtocol));
    }

    @Test
    void graceCoversPreStopShutdownDelayAndDrainOfEachService() throws IOException {
        List<JsonNode> docs = Kustomize.render("h2c");
        for (String app : List.of("catalog-service", "gateway-bff")) {
            Properties props = new Properties();
            props.load(new StringReader(Repo.read(Repo.root().resolve(app + "/src/main/resources/application.properties"))));
            double drain = seconds(props.getProperty("quarkus.shutdown.timeout"));
            JsonNode spec = Manifests.podSpec(Manifests.get(docs, "Deployment", app));
            int preStop = spec.at("/containers/0/lifecycle/preStop/sleep/seconds").asInt();
            int grace = spec.path("terminationGracePeriodSeconds").asInt();
            // the drain waits for clients to go quiet (at most the timeout), then for requests in flight (same)
            System.out.printf("%s: preStop %d s + 2 x drain %.1f s < grace %d s%n", app, preStop, drain, grace);
            assertThat(props.getProperty("quarkus.shutdown.delay-enabled")).as("fires the drain").isEqualTo("true");
            assertThat(seconds(props.getProperty("h2clab.shutdown.quiet-period"))).isBetween(0.1, 2.0);
            assertThat(preStop).as("preStop pause while endpoints are removed").isBetween(2, 15);
            assertThat(preStop + 2 * drain).as(app + " must finish draining before SIGKILL").isLessThan(grace);
        }
    }

    private static double seconds(String duration) {
        assertThat(duration).as("a duration like 500ms or 15s").matches("\\d+(ms|s)");
        return duration.endsWith("ms") ? Integer.parseInt(duration.replace("ms", "")) / 1000.0
                : Integer.parseInt(duration.replace("s", ""));
    }

    private static JsonNode withNamespace(JsonNode doc, String ns) {
        JsonNode copy = doc.deepCopy();
        ((com.fasterxml.jackson.databind.node.ObjectNode) copy.path("metadata")).put("namespace", ns);
        return copy;
    }
}
