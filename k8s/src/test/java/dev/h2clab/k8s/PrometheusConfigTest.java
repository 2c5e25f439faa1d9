package dev.h2clab.k8s;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** promtool accepts the configuration and the rules; the scrape job targets the lab pods at /q/metrics. */
class PrometheusConfigTest {

    @TempDir
    Path dir;

    @Test
    void promtoolAcceptsTheRules() {
        String out = Tool.run(List.of(promtool(), "check", "rules", ScrapeConfig.RULES.toString()), 60);

        assertThat(out).contains("SUCCESS").contains("rules found");
    }

    /**
     * Debian's promtool is built without Kubernetes discovery, so the pod discovery block is swapped
     * for a static target; every relabel rule and the rule file are checked as shipped. The shipped
     * file as a whole is checked by the official promtool in the CI workflows.
     */
    @Test
    void promtoolAcceptsTheScrapeConfiguration() throws Exception {
        Path config = ScrapeConfig.writeAdapted(dir, List.of(new ScrapeConfig.Target("127.0.0.1:8081",
                Map.of("namespace", "h2clab-h2c", "pod", "catalog-service-0", "app", "catalog-service",
                        "node", "local"))), "5s", true);

        String out = Tool.run(List.of(promtool(), "check", "config", config.toString()), 60);

        assertThat(out).contains("SUCCESS").contains("1 rule files found");
    }

    @Test
    void scrapeJobDiscoversAnnotatedLabPodsAndReadsQMetrics() throws Exception {
        JsonNode job = ScrapeConfig.job();

        assertThat(job.path("metrics_path").asText()).isEqualTo("/q/metrics");
        assertThat(job.path("kubernetes_sd_configs").size()).isEqualTo(1);
        assertThat(job.at("/kubernetes_sd_configs/0/role").asText()).isEqualTo("pod");
        assertThat(job.path("relabel_configs").toString())
                .contains("\"source_labels\":[\"__meta_kubernetes_pod_annotation_prometheus_io_scrape\"],\"action\":\"keep\",\"regex\":\"true\"")
                .contains("__meta_kubernetes_pod_label_app_kubernetes_io_part_of");
        assertThat(ScrapeConfig.relabelledTargetLabels()).containsExactly("namespace", "pod", "app", "node");
        assertThat(ScrapeConfig.shipped().path("rule_files").toString()).isEqualTo("[\"rules.yml\"]");
    }

    @Test
    void clusterPrometheusLoadsTheSameFilesTheTestsCheck() {
        List<JsonNode> docs = Kustomize.render("prometheus");
        JsonNode configMap = docs.stream().filter(d -> d.path("kind").asText().equals("ConfigMap")).findFirst()
                .orElseThrow();
        JsonNode container = Manifests.podSpec(Manifests.get(docs, "Deployment", "prometheus"))
                .path("containers").get(0);

        assertThat(configMap.at("/data/prometheus.yml").asText()).isEqualTo(Repo.read(ScrapeConfig.CONFIG));
        assertThat(configMap.at("/data/rules.yml").asText()).isEqualTo(Repo.read(ScrapeConfig.RULES));
        assertThat(container.path("args").toString()).contains("--config.file=/etc/prometheus/prometheus.yml");
        assertThat(Manifests.get(docs, "ClusterRole", "h2clab-prometheus").at("/rules/0/resources").toString())
                .isEqualTo("[\"pods\"]");
    }

    static String promtool() {
        return Tool.require("promtool", "apt-get install prometheus");
    }
}
