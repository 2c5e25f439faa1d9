package dev.h2clab.k8s;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The CI workflows cannot run here (no Docker engine, no cluster); these checks keep them correct by
 * construction: they parse, pin every action, and name files, images and overlays that exist.
 */
class WorkflowsTest {

    private static final Path WORKFLOWS = Repo.root().resolve(".github/workflows");
    private static final Path E2E_SCRIPT = Repo.root().resolve(".github/scripts/kind-e2e.sh");

    @Test
    void everyActionIsPinnedToAnExactVersion() throws IOException {
        List<String> uses = new ArrayList<>();
        for (Path workflow : workflows()) {
            JsonNode doc = Kustomize.YAML.readTree(workflow.toFile());
            assertThat(doc.path("jobs").size()).as(workflow.toString()).isPositive();
            doc.path("jobs").forEach(job -> job.path("steps").forEach(step -> {
                if (step.has("uses")) {
                    uses.add(step.path("uses").asText());
                }
            }));
        }
        assertThat(uses).isNotEmpty().allSatisfy(u -> assertThat(u).matches("[\\w.-]+/[\\w.-]+@v\\d+\\.\\d+\\.\\d+"));
    }

    @Test
    void workflowsBuildTheImagesTheManifestsDeploy() throws IOException {
        String all = read(WORKFLOWS.resolve("kind-e2e.yml")) + read(WORKFLOWS.resolve("native.yml"));
        List<String> images = new ArrayList<>();
        for (String dir : List.of("h2c", "h2c-native")) {
            Manifests.containers(Kustomize.render(dir)).forEach(c -> images.add(c.path("image").asText()));
        }
        for (String image : images) {
            String templated = image.replace("catalog-service", "$svc").replace("gateway-bff", "$svc");
            String matrix = image.replaceAll("h2clab/(catalog-service|gateway-bff)", "h2clab/\\${{ matrix.module }}");
            assertThat(all.contains(image) || all.contains(templated) || all.contains(matrix))
                    .as("a workflow builds " + image).isTrue();
        }
        for (String svc : List.of("catalog-service", "gateway-bff")) {
            assertThat(Repo.root().resolve(svc + "/src/main/docker/Dockerfile.jvm")).exists();
            assertThat(Repo.root().resolve(svc + "/src/main/docker/Dockerfile.native-micro")).exists();
        }
        assertThat(all).contains("config: k8s/kind/cluster.yaml").contains("-Dnative -Dquarkus.native.container-build=true");
    }

    @Test
    void e2eScriptIsValidBashAndCoversEveryProtocolOverlay() throws IOException {
        Tool.run(List.of(Tool.require("bash", "bash"), "-n", E2E_SCRIPT.toString()), 30);
        String workflow = read(WORKFLOWS.resolve("kind-e2e.yml"));
        Matcher m = Pattern.compile("kind-e2e\\.sh ([\\w -]+)").matcher(workflow);

        assertThat(m.find()).isTrue();
        List<String> overlays = List.of(m.group(1).trim().split(" +"));
        assertThat(overlays).containsExactlyInAnyOrderElementsOf(OverlayTest.PROTOCOLS.keySet());
        assertThat(Files.isExecutable(E2E_SCRIPT)).isTrue();
        assertThat(read(E2E_SCRIPT)).contains("h2clab:bff_catalog_connections", "h2clab:catalog_request_share:rate1m");
    }

    @Test
    void loadJobShipsEveryFileTheK6ScriptOpens() throws IOException {
        Path k6 = Repo.root().resolve("loadtests/k6");
        String script = read(k6.resolve("scenario.js"));
        List<JsonNode> docs = Kustomize.render(Kustomize.LOADTEST);
        JsonNode scripts = docs.stream().filter(d -> d.at("/metadata/name").asText().startsWith("k6-scripts"))
                .findFirst().orElseThrow();
        JsonNode items = Manifests.podSpec(Manifests.get(docs, "Job", "k6-load")).at("/volumes/0/configMap/items");
        List<String> mounted = new ArrayList<>();
        items.forEach(i -> mounted.add(i.path("path").asText()));

        Matcher refs = Pattern.compile("(?:from|open\\()\\s*'\\./([^']+)'").matcher(script);
        List<String> needed = new ArrayList<>(List.of("scenario.js"));
        while (refs.find()) {
            needed.add(refs.group(1));
        }
        assertThat(mounted).containsAll(needed);
        items.forEach(i -> assertThat(scripts.at("/data/" + i.path("key").asText()).asText())
                .isEqualTo(read(k6.resolve(i.path("path").asText()))));
    }

    private static List<Path> workflows() throws IOException {
        try (Stream<Path> files = Files.list(WORKFLOWS)) {
            return files.filter(p -> p.toString().endsWith(".yml")).sorted().toList();
        }
    }

    private static String read(Path file) {
        return Repo.read(file);
    }
}
