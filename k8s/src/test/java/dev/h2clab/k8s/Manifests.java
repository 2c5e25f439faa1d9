package dev.h2clab.k8s;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Lookups in a rendered manifest list. */
final class Manifests {

    private Manifests() {
    }

    static Optional<JsonNode> find(List<JsonNode> docs, String kind, String name) {
        return docs.stream().filter(d -> kind.equals(d.path("kind").asText()))
                .filter(d -> name.equals(d.path("metadata").path("name").asText())).findFirst();
    }

    static JsonNode get(List<JsonNode> docs, String kind, String name) {
        return find(docs, kind, name).orElseThrow(() -> new AssertionError(kind + " " + name + " not rendered"));
    }

    /** The pod spec of a Deployment or Job, or null for other kinds. */
    static JsonNode podSpec(JsonNode doc) {
        String kind = doc.path("kind").asText();
        return kind.equals("Deployment") || kind.equals("Job") ? doc.path("spec").path("template").path("spec") : null;
    }

    /** Every container of every workload in {@code docs}. */
    static List<JsonNode> containers(List<JsonNode> docs) {
        List<JsonNode> containers = new ArrayList<>();
        for (JsonNode doc : docs) {
            JsonNode spec = podSpec(doc);
            if (spec != null) {
                spec.path("containers").forEach(containers::add);
                spec.path("initContainers").forEach(containers::add);
            }
        }
        return containers;
    }

    /** The value of env var {@code name} of the first container of a workload, or null. */
    static String env(JsonNode workload, String name) {
        for (JsonNode env : podSpec(workload).path("containers").get(0).path("env")) {
            if (name.equals(env.path("name").asText())) {
                return env.path("value").asText();
            }
        }
        return null;
    }
}
