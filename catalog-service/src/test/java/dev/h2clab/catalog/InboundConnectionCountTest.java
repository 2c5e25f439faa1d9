package dev.h2clab.catalog;

import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import dev.h2clab.catalog.support.ExternalCommand;
import dev.h2clab.catalog.support.ExternalCommand.Result;
import dev.h2clab.catalog.support.Scrape;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;

/**
 * {@code lab_tcp_established} is the kernel's count: N kept-alive HTTP/1.1 connections opened by
 * the test show up in it and in {@code ss}, and leave both once closed.
 */
@QuarkusTest
public class InboundConnectionCountTest {

    private static final int N = 5;
    private static final Duration WAIT = Duration.ofSeconds(30);

    @TestHTTPResource("/")
    URL root;

    private final List<Socket> sockets = new ArrayList<>();

    @AfterEach
    void closeSockets() throws IOException {
        for (Socket socket : sockets) {
            socket.close();
        }
    }

    @Test
    void keptAliveConnectionsAreCountedByTheKernelAndDropAfterClose() throws IOException {
        ExternalCommand.require("ss", "iproute2");
        int port = root.getPort();
        double openedBefore = Scrape.connectionsOpened();
        for (int i = 0; i < N; i++) {
            sockets.add(openWithOneRequest(port));
        }

        double during = Scrape.inboundEstablished(port);
        assertThat(during).as("lab_tcp_established while %d connections are open", N).isGreaterThanOrEqualTo(N);
        String ss = ssEstablished(port);
        for (Socket socket : sockets) {
            // ss lists the server side: our client port is its peer port
            assertThat(ss).as("ss output").contains(":" + socket.getLocalPort());
        }
        assertThat(ss.lines().count()).isGreaterThanOrEqualTo(N);
        assertThat(Scrape.connectionsOpened() - openedBefore).isGreaterThanOrEqualTo(N);

        long ssDuring = ss.lines().count();
        closeSockets();
        await().atMost(WAIT).untilAsserted(() -> {
            assertThat(Scrape.inboundEstablished(port)).isLessThanOrEqualTo(during - N);
            assertThat(ssEstablished(port).lines().count()).isLessThanOrEqualTo(ssDuring - N);
        });
        for (Socket socket : sockets) {
            assertThat(ssEstablished(port)).doesNotContain(":" + socket.getLocalPort() + " ");
        }
        sockets.clear();
    }

    /** A raw HTTP/1.1 keep-alive connection that has completed one exchange and stays open. */
    private Socket openWithOneRequest(int port) throws IOException {
        Socket socket = new Socket();
        sockets.add(socket);
        socket.connect(new InetSocketAddress(root.getHost(), port), 10_000);
        socket.setSoTimeout(30_000);
        socket.getOutputStream().write(("GET /catalog/categories HTTP/1.1\r\nHost: " + root.getHost()
                + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
        String head = readHead(socket.getInputStream());
        assertThat(head).startsWith("HTTP/1.1 200").containsIgnoringCase("x-served-protocol: HTTP_1_1");
        sockets.remove(socket);
        return socket;
    }

    private static String readHead(InputStream in) throws IOException {
        StringBuilder head = new StringBuilder();
        while (!head.toString().endsWith("\r\n\r\n")) {
            int b = in.read();
            if (b < 0) {
                throw new IOException("connection closed before the response head: " + head);
            }
            head.append((char) b);
        }
        return head.toString();
    }

    private static String ssEstablished(int port) {
        Result r = ExternalCommand.run(Duration.ofSeconds(30),
                "ss", "-Htn", "state", "established", "( sport = :" + port + " )");
        assertThat(r.exitCode()).as(r.output()).isZero();
        return r.output();
    }
}
