package dev.h2clab.catalog.support;

import static io.restassured.RestAssured.given;

import java.util.Map;

import dev.h2clab.support.metrics.PrometheusText;

/** Reads catalog-service's own metrics over HTTP, as Prometheus would. */
public final class Scrape {

    private Scrape() {
    }

    /**
     * One scrape on a connection that closes right after it: RestAssured leaves its kept-alive
     * connections open, which would otherwise pile up in the very socket count being measured.
     */
    public static String metrics() {
        return given().header("Connection", "close").when().get("/q/metrics").then().statusCode(200).extract().asString();
    }

    public static double requests(String protocol, String endpoint) {
        return PrometheusText.require(metrics(), "catalog_requests_total",
                Map.of("protocol", protocol, "endpoint", endpoint));
    }

    public static double inboundEstablished(int port) {
        return PrometheusText.require(metrics(), "lab_tcp_established",
                Map.of("direction", "inbound", "local_port", Integer.toString(port)));
    }

    public static double connectionsOpened() {
        return PrometheusText.require(metrics(), "catalog_connections_opened_total", Map.of());
    }
}
