package dev.h2clab.k8s;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The project's prometheus.yml, adapted for a machine without Kubernetes: the pod discovery is
 * replaced by static targets that carry the labels the relabelling would have produced. Everything
 * else (metrics path, rule file, the rules themselves) stays as shipped.
 */
final class ScrapeConfig {

    static final Path CONFIG = Repo.k8s("prometheus/prometheus.yml");
    static final Path RULES = Repo.k8s("prometheus/rules.yml");
    static final Path QUERIES = Repo.k8s("prometheus/queries.yaml");

    /** A scrape target: host:port and the labels kubernetes_sd + relabelling give it in a cluster. */
    record Target(String address, Map<String, String> labels) {
    }

    private ScrapeConfig() {
    }

    static JsonNode shipped() throws IOException {
        return Kustomize.YAML.readTree(CONFIG.toFile());
    }

    static JsonNode job() throws IOException {
        return shipped().path("scrape_configs").get(0);
    }

    /** The labels the relabelling writes (namespace, pod, app, node): static targets must carry them. */
    static List<String> relabelledTargetLabels() throws IOException {
        List<String> labels = new ArrayList<>();
        for (JsonNode rule : job().path("relabel_configs")) {
            String target = rule.path("target_label").asText();
            if (!target.isEmpty() && !target.startsWith("__")) {
                labels.add(target);
            }
        }
        return labels;
    }

    /**
     * Writes prometheus.yml (+ rules.yml beside it) into {@code dir} with static {@code targets}.
     * {@code keepRelabelling} keeps the Kubernetes relabel rules (for promtool, which then checks them);
     * a running Prometheus gets them dropped, since they would discard static targets.
     */
    static Path writeAdapted(Path dir, List<Target> targets, String interval, boolean keepRelabelling)
            throws IOException {
        ObjectNode config = (ObjectNode) shipped();
        ObjectNode global = (ObjectNode) config.path("global");
        global.put("scrape_interval", interval);
        global.put("evaluation_interval", interval);
        global.put("scrape_timeout", interval);
        ObjectNode job = (ObjectNode) config.path("scrape_configs").get(0);
        job.remove("kubernetes_sd_configs");
        ArrayNode statics = job.putArray("static_configs");
        for (Target target : targets) {
            ObjectNode entry = statics.addObject();
            entry.putArray("targets").add(target.address());
            ObjectNode labels = entry.putObject("labels");
            target.labels().forEach(labels::put);
        }
        if (!keepRelabelling) {
            job.remove("relabel_configs");
        }
        Files.copy(RULES, dir.resolve("rules.yml"), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        Path file = dir.resolve("prometheus.yml");
        Kustomize.YAML.writeValue(file.toFile(), config);
        return file;
    }
}
