package dev.h2clab.k8s;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every kustomization renders, validates against the API types and meets the hardening rules. */
class RenderedManifestsTest {

    static Stream<String> kustomizations() {
        return Stream.concat(Kustomize.SELF_CONTAINED.stream(), Stream.of(Kustomize.LOADTEST));
    }

    @ParameterizedTest
    @MethodSource("kustomizations")
    void rendersObjectsTheKubernetesApiAccepts(String dir) {
        List<JsonNode> docs = Kustomize.render(dir);

        assertThat(docs).isNotEmpty();
        assertThat(docs).allSatisfy(doc -> assertThat(KubeModel.violations(doc)).isEmpty());
    }

    @ParameterizedTest
    @MethodSource("kustomizations")
    void everyContainerIsLimitedHardenedAndPinned(String dir) {
        List<JsonNode> containers = Manifests.containers(Kustomize.render(dir));

        assertThat(containers).isNotEmpty().allSatisfy(c -> {
            String image = c.path("image").asText();
            assertThat(image).as("image of " + c.path("name"))
                    .matches("[a-z0-9./-]+:[A-Za-z0-9._-]+").doesNotEndWith(":latest");
            assertThat(c.at("/resources/limits/cpu").asText()).isNotEmpty();
            assertThat(c.at("/resources/limits/memory").asText()).isNotEmpty();
            assertThat(c.at("/resources/requests/cpu").asText()).isNotEmpty();
            assertThat(c.at("/resources/requests/memory").asText()).isNotEmpty();
            JsonNode security = c.path("securityContext");
            assertThat(security.path("runAsNonRoot").asBoolean()).isTrue();
            assertThat(security.path("allowPrivilegeEscalation").isBoolean()).isTrue();
            assertThat(security.path("allowPrivilegeEscalation").asBoolean()).isFalse();
            assertThat(security.path("readOnlyRootFilesystem").asBoolean()).isTrue();
            assertThat(security.at("/capabilities/drop").toString()).isEqualTo("[\"ALL\"]");
            assertThat(security.at("/seccompProfile/type").asText()).isEqualTo("RuntimeDefault");
            assertThat(c.path("volumeMounts").findValuesAsText("mountPath")).as("writable /tmp").contains("/tmp");
        });
    }

    @ParameterizedTest
    @MethodSource("kustomizations")
    void everyLongRunningContainerHasProbes(String dir) {
        for (JsonNode doc : Kustomize.render(dir)) {
            if (!doc.path("kind").asText().equals("Deployment")) {
                continue;
            }
            for (JsonNode c : Manifests.podSpec(doc).path("containers")) {
                assertThat(c.path("livenessProbe").isMissingNode()).as("liveness of " + c.path("name")).isFalse();
                assertThat(c.path("readinessProbe").isMissingNode()).as("readiness of " + c.path("name")).isFalse();
            }
        }
    }

    @ParameterizedTest
    @MethodSource("dev.h2clab.k8s.OverlayTest#protocolOverlays")
    void labServicesProbeQuarkusHealthAndAreScrapedAtQMetrics(String dir) {
        for (String app : List.of("catalog-service", "gateway-bff")) {
            JsonNode deployment = Manifests.get(Kustomize.render(dir), "Deployment", app);
            JsonNode template = deployment.at("/spec/template");
            JsonNode container = template.at("/spec/containers/0");

            assertThat(container.at("/livenessProbe/httpGet/path").asText()).isEqualTo("/q/health/live");
            assertThat(container.at("/readinessProbe/httpGet/path").asText()).isEqualTo("/q/health/ready");
            JsonNode annotations = template.at("/metadata/annotations");
            assertThat(annotations.path("prometheus.io/scrape").asText()).isEqualTo("true");
            assertThat(annotations.path("prometheus.io/path").asText()).isEqualTo("/q/metrics");
            assertThat(annotations.path("prometheus.io/port").asInt())
                    .isEqualTo(container.at("/ports/0/containerPort").asInt());
            assertThat(template.at("/metadata/labels/app.kubernetes.io~1part-of").asText()).isEqualTo("h2c-lab");
        }
    }

    @ParameterizedTest
    @MethodSource("dev.h2clab.k8s.OverlayTest#protocolOverlays")
    void jvmHeapMatchesTheMemoryLimit(String dir) {
        for (String app : List.of("catalog-service", "gateway-bff")) {
            JsonNode deployment = Manifests.get(Kustomize.render(dir), "Deployment", app);
            JsonNode container = Manifests.podSpec(deployment).path("containers").get(0);
            String ratio = Manifests.env(deployment, "JAVA_MAX_MEM_RATIO");
            String opts = Manifests.env(deployment, "JAVA_OPTS_APPEND");

            assertThat(container.at("/resources/limits/memory").asText()).isEqualTo("512Mi");
            assertThat(container.at("/resources/requests/memory").asText()).isEqualTo("512Mi");
            // 50% of 512 MiB = the 256 MiB heap the local runs use
            assertThat(ratio).isEqualTo("50");
            assertThat(opts).contains("-XX:MaxRAMPercentage=" + ratio + ".0").doesNotContain("-Xmx");
        }
    }
}
