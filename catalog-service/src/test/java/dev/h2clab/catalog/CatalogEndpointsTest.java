package dev.h2clab.catalog;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;
import static org.hamcrest.Matchers.hasSize;
import static org.hamcrest.Matchers.startsWith;

import java.net.URL;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import dev.h2clab.support.metrics.PrometheusText;
import dev.h2clab.catalog.support.Scrape;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.response.Response;

/** The public HTTP interface of catalog-service, over HTTP/1.1 (RestAssured). */
@QuarkusTest
public class CatalogEndpointsTest {

    @TestHTTPResource("/")
    URL root;

    @Test
    void itemsAreDeterministicPerId() {
        String first = item(17).asString();
        assertThat(item(17).asString()).isEqualTo(first);
        assertThat(item(18).asString()).isNotEqualTo(first);
        given().get("/catalog/items/17").then()
                .statusCode(200)
                .contentType("application/json")
                .body("id", equalTo(17), "name", equalTo("Item 17"));
        assertThat(first.length()).isBetween(200, 400);
        assertThat(item(0).statusCode()).isEqualTo(200);
        assertThat(item(1_000_000_000).statusCode()).isEqualTo(200);
    }

    @Test
    void categoriesAreAFixedList() {
        given().get("/catalog/categories").then()
                .statusCode(200)
                .contentType("application/json")
                .body("$", hasSize(10), "[0].id", equalTo(1), "[0].name", equalTo("Books"));
    }

    @ParameterizedTest
    @CsvSource({"0", "1", "12288", "10485760", "16777216"})
    void payloadHasExactlyTheRequestedBytes(int bytes) {
        Response response = given().queryParam("bytes", bytes).get("/catalog/payload");
        assertThat(response.statusCode()).isEqualTo(200);
        assertThat(response.contentType()).isEqualTo("application/octet-stream");
        assertThat(response.asByteArray()).hasSize(bytes);
        assertThat(response.header("content-length")).isEqualTo(Integer.toString(bytes));
    }

    @Test
    void delayIsHonouredOnEveryEndpoint() {
        for (String path : new String[] {"/catalog/items/3", "/catalog/categories", "/catalog/payload?bytes=10"}) {
            long start = System.nanoTime();
            given().get(path + (path.contains("?") ? "&" : "?") + "delayMs=300").then().statusCode(200);
            assertThat(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start)).as(path).isGreaterThanOrEqualTo(300);
        }
    }

    @ParameterizedTest(name = "{0} -> 400 naming {1}")
    @CsvSource(delimiter = '|', value = {
        "/catalog/items/abc|id|0..1000000000",
        "/catalog/items/-1|id|0..1000000000",
        "/catalog/items/1.5|id|0..1000000000",
        "/catalog/items/1000000001|id|0..1000000000",
        "/catalog/items/99999999999999999999999|id|0..1000000000",
        "/catalog/items/1?delayMs=10001|delayMs|0..10000",
        "/catalog/items/1?delayMs=soon|delayMs|0..10000",
        "/catalog/categories?delayMs=-5|delayMs|0..10000",
        "/catalog/payload|bytes|0..16777216",
        "/catalog/payload?bytes=|bytes|0..16777216",
        "/catalog/payload?bytes=16777217|bytes|0..16777216",
        "/catalog/payload?bytes=1e3|bytes|0..16777216",
        "/catalog/payload?bytes=1&bytes=2|bytes|0..16777216",
        "/catalog/payload?bytes=10&delayMs=1.5|delayMs|0..10000",
    })
    void badInputIsAProblemNamingTheParameter(String url, String parameter, String range) {
        String path = url.contains("?") ? url.substring(0, url.indexOf('?')) : url;
        given().urlEncodingEnabled(false).get(url).then()
                .statusCode(400)
                .contentType(startsWith("application/problem+json"))
                .header("x-served-protocol", "HTTP_1_1")
                .body("type", equalTo("about:blank"),
                        "title", equalTo("Bad Request"),
                        "status", equalTo(400),
                        "parameter", equalTo(parameter),
                        "instance", equalTo(path))
                .body("detail", org.hamcrest.Matchers.allOf(
                        org.hamcrest.Matchers.containsString("'" + parameter + "'"),
                        org.hamcrest.Matchers.containsString(range)));
    }

    @Test
    void everyResponseSaysWhichProtocolTheServerSaw() {
        for (String path : new String[] {"/catalog/items/1", "/catalog/categories", "/catalog/payload?bytes=1",
            "/q/health/live", "/catalog/nothing-here"}) {
            given().get(path).then().header("x-served-protocol", "HTTP_1_1");
        }
    }

    @Test
    void healthIsUp() {
        given().get("/q/health/live").then().statusCode(200).body("status", equalTo("UP"));
        given().get("/q/health/ready").then().statusCode(200).body("status", equalTo("UP"));
    }

    @Test
    void metricsAreExposedAfterTraffic() {
        item(5);
        given().get("/catalog/items/6?delayMs=1").then().statusCode(200);
        given().get("/catalog/items/not-a-number").then().statusCode(400);
        given().get("/catalog/categories").then().statusCode(200);
        given().get("/catalog/payload?bytes=3").then().statusCode(200);
        String text = Scrape.metrics();
        for (String endpoint : new String[] {"items", "categories", "payload"}) {
            assertThat(PrometheusText.require(text, "catalog_requests_total",
                    Map.of("protocol", "HTTP_1_1", "endpoint", endpoint))).as(endpoint).isGreaterThanOrEqualTo(1);
            assertThat(PrometheusText.require(text, "catalog_requests_total",
                    Map.of("protocol", "HTTP_2", "endpoint", endpoint))).as(endpoint).isGreaterThanOrEqualTo(0);
        }
        // the scrape's own connection is one ESTABLISHED inbound socket at least
        assertThat(PrometheusText.require(text, "lab_tcp_established",
                Map.of("direction", "inbound", "local_port", Integer.toString(root.getPort()))))
                .isGreaterThanOrEqualTo(1);
        assertThat(PrometheusText.require(text, "catalog_connections_opened_total", Map.of()))
                .isGreaterThanOrEqualTo(1);
        assertThat(PrometheusText.require(text, "http_server_requests_seconds_bucket",
                Map.of("uri", "/catalog/items/{id}", "status", "200", "le", "+Inf"))).isGreaterThanOrEqualTo(1);
        // the route's template, not the raw path, for delayed answers and bad ids too: one uri per route
        assertThat(PrometheusText.require(text, "http_server_requests_seconds_bucket",
                Map.of("uri", "/catalog/items/{id}", "status", "400", "le", "+Inf"))).isGreaterThanOrEqualTo(1);
        assertThat(text).doesNotContain("uri=\"/catalog/items/5\"", "uri=\"/catalog/items/6\"",
                "uri=\"/catalog/items/not-a-number\"");
    }

    private static Response item(long id) {
        return given().get("/catalog/items/" + id);
    }
}
