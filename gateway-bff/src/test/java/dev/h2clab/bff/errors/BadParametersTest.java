package dev.h2clab.bff.errors;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import dev.h2clab.bff.support.EdgeClient;
import dev.h2clab.support.metrics.PrometheusText;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

/** Bad parameters are rejected before any downstream call, naming the parameter and its range. */
@QuarkusTest
@TestProfile(DownstreamDownProfile.class)
class BadParametersTest {

    @ParameterizedTest
    @CsvSource({
            "/bff/products/abc, id, 0 to 1000000000",
            "/bff/products/-1, id, 0 to 1000000000",
            "/bff/products/1000000001, id, 0 to 1000000000",
            "/bff/products/1?delayMs=10001, delayMs, 0 to 10000",
            "/bff/burst?fanout=0, fanout, 1 to 64",
            "/bff/burst?fanout=65, fanout, 1 to 64",
            "/bff/burst?fanout=x, fanout, 1 to 64",
            "/bff/burst?bytes=16777217, bytes, 0 to 16777216",
            "/bff/burst?headerBytes=16385, headerBytes, 0 to 16384",
            "/bff/burst?delayMs=-5, delayMs, 0 to 10000",
            "/bff/page/999999998, id, 0 to 999999997",
            "/bff/page/1?delayMs=1.5, delayMs, 0 to 10000" })
    void answers400ProblemNamingTheParameter(String path, String parameter, String range) {
        EdgeClient.Result result = EdgeClient.get(path);
        assertThat(result.status()).isEqualTo(400);
        assertThat(result.contentType()).isEqualTo("application/problem+json");
        assertThat(result.body()).contains("\"title\":\"Bad Request\"", "\"status\":400",
                "\"parameter\":\"" + parameter + "\"", "'" + parameter + "'", range);
    }

    /** A rejected request is counted under its route's template, never its raw path (one series per bad id). */
    @Test
    void rejectedRequestsKeepTheRouteTemplateAsUri() {
        assertThat(EdgeClient.get("/bff/products/bad-id-1").status()).isEqualTo(400);
        assertThat(EdgeClient.get("/bff/page/bad-id-2").status()).isEqualTo(400);
        List<String> uris = PrometheusText.samples(EdgeClient.metrics(), "http_server_requests_seconds_count").stream()
                .filter(s -> "400".equals(s.labels().get("status"))).map(s -> s.labels().get("uri")).toList();
        System.out.println("http_server_requests_seconds uri of 400 answers: " + uris);
        assertThat(uris).contains("/bff/products/{id}", "/bff/page/{id}").noneMatch(uri -> uri.contains("bad-id"));
    }
}
