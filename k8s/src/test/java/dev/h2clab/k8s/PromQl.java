package dev.h2clab.k8s;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** Instant queries against Prometheus's HTTP API. */
final class PromQl {

    private static final ObjectMapper JSON = new ObjectMapper();

    /** One series of a vector result: its labels and value. */
    record Series(JsonNode metric, double value) {
        String label(String name) {
            return metric.path(name).asText(null);
        }
    }

    private PromQl() {
    }

    /** The vector result of {@code expr}; empty on no data or when Prometheus is not answering yet. */
    static List<Series> query(String baseUrl, String expr) {
        String body = Http.get(baseUrl + "/api/v1/query?query=" + URLEncoder.encode(expr, StandardCharsets.UTF_8));
        List<Series> series = new ArrayList<>();
        if (body == null) {
            return series;
        }
        try {
            for (JsonNode item : JSON.readTree(body).at("/data/result")) {
                series.add(new Series(item.path("metric"), Double.parseDouble(item.at("/value/1").asText())));
            }
        } catch (Exception e) {
            throw new AssertionError("bad answer to " + expr + ": " + body, e);
        }
        return series;
    }

    /** The queries users run (k8s/prometheus/queries.yaml). */
    static List<JsonNode> documented() throws java.io.IOException {
        List<JsonNode> queries = new ArrayList<>();
        Kustomize.YAML.readTree(ScrapeConfig.QUERIES.toFile()).path("queries").forEach(queries::add);
        return queries;
    }
}
