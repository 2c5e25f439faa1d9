package dev.h2clab.k8s;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/** Renders a kustomization with the kubectl users have (kubectl kustomize = kubectl apply -k). */
final class Kustomize {

    static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());

    /** Directories whose files are all below them; k8s/loadtest reads loadtests/k6 from outside. */
    static final List<String> SELF_CONTAINED =
            List.of("base", "http1", "h2c", "h2c-upgrade", "h2c-balanced", "h2c-native", "prometheus");
    static final String LOADTEST = "loadtest";

    private Kustomize() {
    }

    static String kubectl() {
        return Tool.require("kubectl", "install kubectl >= 1.27 (kustomize v5), e.g. from the Kubernetes apt repository");
    }

    /** Rendering is pure; caching it keeps the many assertions on one overlay cheap. */
    private static final Map<String, String> RENDERED = new ConcurrentHashMap<>();

    /** The objects of {@code dir} (under k8s/), each a fresh tree the caller may modify. */
    static List<JsonNode> render(String dir) {
        return parse(RENDERED.computeIfAbsent(dir, Kustomize::kustomize));
    }

    private static String kustomize(String dir) {
        List<String> command = new ArrayList<>(List.of(kubectl(), "kustomize"));
        if (LOADTEST.equals(dir)) {
            command.addAll(List.of("--load-restrictor", "LoadRestrictionsNone"));
        }
        command.add(Repo.k8s(dir).toString());
        return Tool.run(command, 120);
    }

    static List<JsonNode> parse(String yaml) {
        try (var parser = YAML.getFactory().createParser(yaml)) {
            List<JsonNode> docs = new ArrayList<>();
            YAML.readValues(parser, JsonNode.class).forEachRemaining(doc -> {
                if (doc != null && !doc.isNull() && !doc.isEmpty()) {
                    docs.add(doc);
                }
            });
            return docs;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
