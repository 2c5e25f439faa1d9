package dev.h2clab.loadtests.pair;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.h2clab.loadtests.sampling.HttpProbe;
import dev.h2clab.support.metrics.PrometheusText;
import dev.h2clab.loadtests.scenario.CellPlan;
import dev.h2clab.loadtests.scenario.Protocol;
import dev.h2clab.loadtests.scenario.RequestPaths;
import dev.h2clab.loadtests.stats.Verification;

import java.net.http.HttpResponse;
import java.util.HashMap;
import java.util.Map;

/**
 * Before measuring: one request through the bff must answer 200 with a sane body, the bff must report the
 * intended downstream version, and catalog's own counter must show every downstream call on that version.
 */
public final class ProtocolVerifier {

    private static final ObjectMapper JSON = new ObjectMapper();
    /** The first request through fresh JVMs sets up the downstream connection cold; a loaded machine is slow. */
    private static final java.time.Duration PROBE_TIMEOUT = java.time.Duration.ofSeconds(30);

    private ProtocolVerifier() {
    }

    public static Verification verify(String bffUrl, String catalogUrl, CellPlan plan, Protocol protocol)
            throws InterruptedException {
        return verify(bffUrl, java.util.List.of(catalogUrl), plan, protocol);
    }

    /** The same check against several catalog replicas: their counters are summed. */
    public static Verification verify(String bffUrl, java.util.List<String> catalogUrls, CellPlan plan,
                                      Protocol protocol) throws InterruptedException {
        String expected = protocol.wireVersion();
        try {
            Map<String, Double> before = catalogCounts(catalogUrls);
            HttpResponse<String> response = HttpProbe.get(bffUrl + RequestPaths.pathFor(plan, 17), PROBE_TIMEOUT);
            String header = response.headers().firstValue("x-downstream-protocol").orElse("(missing)");
            Map<String, Long> delta = awaitDelta(catalogUrls, before, expected, plan.downstreamPerRequest());
            Map<String, String> client = clientSettings(bffUrl);
            String problem = problem(response, plan, header, expected, delta);
            if (problem == null) {
                problem = clientProblem(client, protocol);
            }
            return new Verification(problem == null, response.statusCode(), header, delta, expected,
                    problem == null ? "catalog saw " + delta + ", bff reports " + header : problem, client);
        } catch (java.io.IOException e) {
            return new Verification(false, 0, null, Map.of(), expected, "verification request failed: " + e,
                    Map.of());
        }
    }

    /** The labels of the bff's {@code bff_catalog_client_info}, empty when it publishes none. */
    static Map<String, String> clientSettings(String bffUrl) throws java.io.IOException, InterruptedException {
        return PrometheusText.samples(HttpProbe.text(bffUrl + "/q/metrics"), Verification.CLIENT_INFO).stream().findFirst()
                .map(PrometheusText.Sample::labels).orElse(Map.of());
    }

    /** The bff must say which client settings it runs, and they must be the protocol this cell is meant to use. */
    static String clientProblem(Map<String, String> client, Protocol protocol) {
        if (client.isEmpty()) {
            return "bff publishes no " + Verification.CLIENT_INFO + ": its client settings cannot be recorded";
        }
        if (!protocol.id().equals(client.get("protocol"))) {
            return Verification.CLIENT_INFO + " says protocol=" + client.get("protocol") + ", expected " + protocol.id();
        }
        return null;
    }

    private static String problem(HttpResponse<String> response, CellPlan plan, String header, String expected,
                                  Map<String, Long> delta) {
        if (response.statusCode() != 200) {
            return "bff answered " + response.statusCode() + ": " + abbreviate(response.body());
        }
        String body = bodyProblem(response.body(), plan);
        if (body != null) {
            return body;
        }
        if (!expected.equals(header)) {
            return "bff reports x-downstream-protocol " + header + ", expected " + expected;
        }
        long onExpected = delta.getOrDefault(expected, 0L);
        long other = delta.values().stream().mapToLong(Long::longValue).sum() - onExpected;
        if (onExpected < plan.downstreamPerRequest() || other > 0) {
            return "catalog_requests_total increase by protocol was " + delta + ", expected "
                    + plan.downstreamPerRequest() + " on " + expected + " and none on another version";
        }
        return null;
    }

    static String bodyProblem(String body, CellPlan plan) {
        try {
            JsonNode json = JSON.readTree(body);
            return switch (plan.endpoint()) {
                case "burst" -> json.path("succeeded").asInt(-1) == plan.fanout() && json.path("failed").asInt(-1) == 0
                        ? null : "burst answer not all succeeded: " + abbreviate(body);
                case "page" -> json.has("item") && json.has("related") ? null : "page answer lacks item/related: "
                        + abbreviate(body);
                default -> json.has("id") ? null : "product answer lacks id: " + abbreviate(body);
            };
        } catch (java.io.IOException e) {
            return "bff answer is not JSON: " + abbreviate(body);
        }
    }

    /** Counters are scraped, so allow the increase a moment to become visible. */
    private static Map<String, Long> awaitDelta(java.util.List<String> catalogUrls, Map<String, Double> before,
                                                String expected, int calls)
            throws java.io.IOException, InterruptedException {
        Map<String, Long> delta = Map.of();
        for (int attempt = 0; attempt < 20; attempt++) {
            Map<String, Double> after = catalogCounts(catalogUrls);
            Map<String, Long> d = new HashMap<>();
            after.forEach((k, v) -> {
                long inc = Math.round(v - before.getOrDefault(k, 0.0));
                if (inc > 0) {
                    d.put(k, inc);
                }
            });
            delta = d;
            if (d.getOrDefault(expected, 0L) >= calls) {
                return d;
            }
            Thread.sleep(100);
        }
        return delta;
    }

    private static Map<String, Double> catalogCounts(java.util.List<String> catalogUrls) throws java.io.IOException,
            InterruptedException {
        Map<String, Double> sum = new HashMap<>();
        for (String url : catalogUrls) {
            PrometheusText.sumBy(HttpProbe.text(url + "/q/metrics"), "catalog_requests_total", "protocol")
                    .forEach((k, v) -> sum.merge(k, v, Double::sum));
        }
        return sum;
    }

    private static String abbreviate(String s) {
        return s == null ? "" : s.length() > 300 ? s.substring(0, 300) + "..." : s;
    }
}
