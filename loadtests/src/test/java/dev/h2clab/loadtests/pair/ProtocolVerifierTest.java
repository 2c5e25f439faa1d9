package dev.h2clab.loadtests.pair;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicLong;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;

import dev.h2clab.loadtests.scenario.CellPlan;
import dev.h2clab.loadtests.scenario.Overrides;
import dev.h2clab.loadtests.scenario.PlanBuilder;
import dev.h2clab.loadtests.scenario.Protocol;
import dev.h2clab.loadtests.stats.Verification;

/**
 * The lab's honesty check, against a stand-in bff and catalog whose answers each test chooses: it passes only when
 * the bff's header, its body and catalog's own per-version counter all say the intended protocol.
 */
class ProtocolVerifierTest {

    private static final CellPlan BURST = PlanBuilder.build("burst", Overrides.builder().fanout(4).build(), false);

    private HttpServer server;
    /** What the stand-ins answer: the header the bff reports, its body, and the version catalog counts calls on. */
    private volatile String header = "HTTP_2";
    private volatile String body = "{\"fanout\":4,\"succeeded\":4,\"failed\":0,\"bytes\":0}";
    private volatile String countedOn = "HTTP_2";
    /** The stand-in bff's {@code bff_catalog_client_info} series, or none. */
    private volatile String clientInfo =
            "bff_catalog_client_info{protocol=\"h2c\",client=\"web-client\",flush_consolidation=\"true\"} 1.0\n";
    private final AtomicLong http1 = new AtomicLong();
    private final AtomicLong http2 = new AtomicLong();

    private String start() throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/bff/", exchange -> {
            (countedOn.equals("HTTP_2") ? http2 : http1).addAndGet(4);
            exchange.getResponseHeaders().add("x-downstream-protocol", header);
            send(exchange, 200, body);
        });
        server.createContext("/q/metrics", exchange -> send(exchange, 200, """
                # TYPE catalog_requests_total counter
                catalog_requests_total{endpoint="categories",protocol="HTTP_1_1"} %d
                catalog_requests_total{endpoint="categories",protocol="HTTP_2"} %d
                """.formatted(http1.get(), http2.get()) + clientInfo));
        server.start();
        return "http://127.0.0.1:" + server.getAddress().getPort();
    }

    @AfterEach
    void stop() {
        if (server != null) {
            server.stop(0);
        }
    }

    private static void send(HttpExchange exchange, int status, String text) throws IOException {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        exchange.sendResponseHeaders(status, bytes.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(bytes);
        }
    }

    @Test
    void passesWhenHeaderBodyAndCatalogsCounterAgree() throws Exception {
        String url = start();
        Verification v = ProtocolVerifier.verify(url, url, BURST, Protocol.H2C);
        assertThat(v.passed()).as(v.message()).isTrue();
        assertThat(v.catalogDelta()).containsEntry("HTTP_2", 4L).doesNotContainKey("HTTP_1_1");
        assertThat(v.bffClient()).as("recorded client settings").containsEntry("protocol", "h2c")
                .containsEntry("client", "web-client").containsEntry("flush_consolidation", "true");
    }

    @Test
    void rejectsABffThatDoesNotSayWhichClientSettingsItRuns() throws Exception {
        clientInfo = "";
        String url = start();
        Verification v = ProtocolVerifier.verify(url, url, BURST, Protocol.H2C);
        assertThat(v.passed()).isFalse();
        assertThat(v.message()).isEqualTo("bff publishes no bff_catalog_client_info: its client settings cannot be "
                + "recorded");
    }

    @Test
    void rejectsABffConfiguredForAnotherProtocol() throws Exception {
        clientInfo = "bff_catalog_client_info{protocol=\"h2c-upgrade\",client=\"web-client\"} 1.0\n";
        String url = start();
        Verification v = ProtocolVerifier.verify(url, url, BURST, Protocol.H2C);
        assertThat(v.passed()).isFalse();
        assertThat(v.message()).isEqualTo("bff_catalog_client_info says protocol=h2c-upgrade, expected h2c");
        assertThat(v.bffClient()).containsEntry("protocol", "h2c-upgrade");
    }

    @Test
    void rejectsABffThatReportsAnotherVersion() throws Exception {
        header = "HTTP_1_1";
        String url = start();
        Verification v = ProtocolVerifier.verify(url, url, BURST, Protocol.H2C);
        assertThat(v.passed()).isFalse();
        assertThat(v.message()).contains("bff reports x-downstream-protocol HTTP_1_1, expected HTTP_2");
    }

    @Test
    void rejectsCallsThatCatalogSawOnAnotherVersionEvenWhenTheBffClaimsH2c() throws Exception {
        countedOn = "HTTP_1_1"; // e.g. h2c-upgrade against a catalog with HTTP/2 switched off
        String url = start();
        Verification v = ProtocolVerifier.verify(url, url, BURST, Protocol.H2C_UPGRADE);
        assertThat(v.passed()).isFalse();
        assertThat(v.message()).contains("catalog_requests_total increase by protocol was {HTTP_1_1=4}")
                .contains("expected 4 on HTTP_2");
    }

    @Test
    void rejectsAnAnswerWhoseCallsDidNotAllSucceed() throws Exception {
        body = "{\"fanout\":4,\"succeeded\":3,\"failed\":1,\"bytes\":0}";
        String url = start();
        Verification v = ProtocolVerifier.verify(url, url, BURST, Protocol.H2C);
        assertThat(v.passed()).isFalse();
        assertThat(v.message()).startsWith("burst answer not all succeeded");
    }

    @Test
    void bodyCheckPerEndpoint() {
        CellPlan page = PlanBuilder.build("page", Overrides.builder().build(), false);
        CellPlan single = PlanBuilder.build("single", Overrides.builder().build(), false);
        assertThat(ProtocolVerifier.bodyProblem("{\"item\":{},\"related\":[]}", page)).isNull();
        assertThat(ProtocolVerifier.bodyProblem("{\"item\":{}}", page)).startsWith("page answer lacks item/related");
        assertThat(ProtocolVerifier.bodyProblem("{\"id\":7}", single)).isNull();
        assertThat(ProtocolVerifier.bodyProblem("{}", single)).startsWith("product answer lacks id");
        assertThat(ProtocolVerifier.bodyProblem("<html>", single)).startsWith("bff answer is not JSON");
    }

    @Test
    void anUnreachableBffFailsTheCheckInsteadOfHanging() throws Exception {
        String url = start();
        Verification v = ProtocolVerifier.verify("http://127.0.0.1:1", url, BURST, Protocol.H2C);
        assertThat(v.passed()).isFalse();
        assertThat(v.message()).startsWith("verification request failed");
    }
}
