package dev.h2clab.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URL;
import java.time.Duration;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import dev.h2clab.catalog.support.ExternalCommand;
import dev.h2clab.catalog.support.ExternalCommand.Result;
import dev.h2clab.support.metrics.PrometheusText;
import dev.h2clab.catalog.support.Scrape;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;

/**
 * Independent HTTP/2 implementations (curl, h2load, nghttp from nghttp2) talk to the running
 * service: h2c by prior knowledge and by Upgrade, HTTP/1.1 on the same port, and the server's own
 * count agrees with what the clients sent.
 */
@QuarkusTest
public class ExternalClientsTest {

    private static final Duration TIMEOUT = Duration.ofSeconds(120);
    private static final Pattern H2LOAD_REQUESTS = Pattern.compile(
            "requests: (\\d+) total, (\\d+) started, (\\d+) done, (\\d+) succeeded, (\\d+) failed, (\\d+) errored, (\\d+) timeout");

    @TestHTTPResource("/")
    URL root;

    @BeforeAll
    static void clientsInstalled() {
        ExternalCommand.require("curl", "curl");
        ExternalCommand.require("h2load", "nghttp2-client");
        ExternalCommand.require("nghttp", "nghttp2-client");
    }

    @Test
    void curlPriorKnowledgeGetsHttp2() {
        String out = curl("--http2-prior-knowledge");
        assertThat(out).contains("version=2").containsIgnoringCase("x-served-protocol: HTTP_2");
    }

    @Test
    void curlUpgradeGetsHttp2() {
        String out = curl("--http2");
        assertThat(out).contains("101 Switching Protocols").contains("version=2")
                .containsIgnoringCase("x-served-protocol: HTTP_2");
    }

    @Test
    void anUpgradedConnectionIsCountedOnce() {
        double before = Scrape.connectionsOpened();
        curl("--http2");
        // curl's one connection, plus the second scrape's own
        assertThat(Scrape.connectionsOpened() - before).isEqualTo(2);
    }

    @Test
    void curlHttp11StaysHttp11() {
        String out = curl("--http1.1");
        assertThat(out).contains("version=1.1").containsIgnoringCase("x-served-protocol: HTTP_1_1")
                .doesNotContain("101 Switching Protocols");
    }

    @Test
    void serverAdvertisesTheConfiguredStreamLimit() {
        Result r = ExternalCommand.run(TIMEOUT, "nghttp", "-nv", "--timeout=30", url("/catalog/categories"));
        assertThat(r.exitCode()).as(r.output()).isZero();
        // the server's SETTINGS frame (not the client's own, which nghttp prints as "send SETTINGS")
        assertThat(r.output()).containsPattern("recv SETTINGS frame[^\\n]*\\n(\\s+\\(niv=\\d+\\)\\n)?"
                + "(\\s+\\[[^\\n]*\\n)*\\s+\\[SETTINGS_MAX_CONCURRENT_STREAMS\\(0x03\\):100\\]");
    }

    @Test
    void h2loadManyStreamsOverFewConnectionsAllSucceed() {
        h2load(2000, 4, "-c", "4", "-m", "10");
    }

    @Test
    void h2loadDeepMultiplexingOnOneConnectionAllSucceeds() {
        h2load(2000, 1, "-c", "1", "-m", "50");
    }

    @Test
    void h2loadHttp11ModeIsCountedAsHttp11() {
        double before = Scrape.requests("HTTP_1_1", "items");
        Result r = ExternalCommand.run(TIMEOUT, "h2load", "--h1", "-n", "500", "-c", "4", url("/catalog/items/42"));
        assertAllSucceeded(r, 500);
        assertThat(Scrape.requests("HTTP_1_1", "items") - before).isGreaterThanOrEqualTo(500);
    }

    @Test
    void delaysHoldNoThread() {
        // 40 streams of 1 s each on ONE connection (one event loop): a blocking delay would
        // need 40 s; timers answer them all in about one second
        long start = System.nanoTime();
        Result r = ExternalCommand.run(Duration.ofSeconds(60), "h2load", "-p", "h2c", "-n", "40", "-c", "1",
                "-m", "40", url("/catalog/categories?delayMs=1000"));
        assertAllSucceeded(r, 40);
        assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(20));
    }

    private void h2load(int requests, int connections, String... shape) {
        String before = Scrape.metrics();
        String[] cmd = new String[6 + shape.length];
        cmd[0] = "h2load";
        cmd[1] = "-p";
        cmd[2] = "h2c";
        cmd[3] = "-n";
        cmd[4] = Integer.toString(requests);
        System.arraycopy(shape, 0, cmd, 5, shape.length);
        cmd[cmd.length - 1] = url("/catalog/items/42");
        Result r = ExternalCommand.run(TIMEOUT, cmd);
        assertAllSucceeded(r, requests);
        assertThat(r.output()).contains("Application protocol: h2c");
        String after = Scrape.metrics();
        assertThat(http2Items(after) - http2Items(before))
                .as("HTTP/2 requests the server saw").isGreaterThanOrEqualTo(requests);
        // h2load's connections, plus the second scrape's own
        assertThat(opened(after) - opened(before)).as("connections opened").isEqualTo(connections + 1);
    }

    private static double http2Items(String metrics) {
        return PrometheusText.require(metrics, "catalog_requests_total", Map.of("protocol", "HTTP_2", "endpoint", "items"));
    }

    private static double opened(String metrics) {
        return PrometheusText.require(metrics, "catalog_connections_opened_total", Map.of());
    }

    private static void assertAllSucceeded(Result r, int requests) {
        assertThat(r.exitCode()).as(r.output()).isZero();
        Matcher m = H2LOAD_REQUESTS.matcher(r.output());
        assertThat(m.find()).as("h2load summary line in:\n" + r.output()).isTrue();
        assertThat(Integer.parseInt(m.group(4))).as("succeeded\n" + r.output()).isEqualTo(requests);
        assertThat(Integer.parseInt(m.group(5))).as("failed\n" + r.output()).isZero();
        assertThat(Integer.parseInt(m.group(6))).as("errored\n" + r.output()).isZero();
        assertThat(Integer.parseInt(m.group(7))).as("timeout\n" + r.output()).isZero();
        assertThat(r.output()).contains(requests + " 2xx");
    }

    private String curl(String protocolFlag) {
        Result r = ExternalCommand.run(TIMEOUT, "curl", protocolFlag, "-sS", "--max-time", "30",
                "-D", "-", "-o", "/dev/null", "-w", "\nversion=%{http_version}\n", url("/catalog/items/7"));
        assertThat(r.exitCode()).as(r.output()).isZero();
        return r.output();
    }

    private String url(String path) {
        return "http://" + root.getHost() + ":" + root.getPort() + path;
    }
}
