package dev.h2clab.catalog.faults;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.net.URL;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;

import io.netty.buffer.ByteBuf;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.channel.embedded.EmbeddedChannel;
import io.netty.handler.codec.http2.DefaultHttp2FrameWriter;
import io.netty.handler.codec.http2.DefaultHttp2Headers;
import io.netty.handler.codec.http2.Http2CodecUtil;
import io.netty.handler.codec.http2.Http2Error;
import io.netty.handler.codec.http2.Http2Headers;
import io.netty.handler.codec.http2.Http2Settings;
import io.quarkus.test.common.http.TestHTTPResource;
import io.quarkus.test.junit.QuarkusTest;

/** Clients that try to exhaust the server: it keeps answering everyone else. Each test prints its figure. */
@QuarkusTest
class HostileClientsTest {

    private static final HttpClient CLIENT = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();

    @TestHTTPResource("/")
    URL url;

    @Test
    void slowHeaderClientsDoNotStarveNormalRequests() throws Exception {
        List<Socket> slow = new ArrayList<>();
        byte[] request = "GET /catalog/categories HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ".getBytes(StandardCharsets.US_ASCII);
        try {
            for (int i = 0; i < 300; i++) {
                Socket socket = new Socket();
                socket.connect(new InetSocketAddress("127.0.0.1", url.getPort()), 2000);
                slow.add(socket);
            }
            List<Long> millis = new ArrayList<>();
            // Every 100 ms each slow client sends one more byte of a header that never ends; normal requests go between.
            for (int round = 0; round < 25; round++) {
                for (Socket socket : slow) {
                    if (!socket.isClosed()) {
                        try {
                            socket.getOutputStream().write(request[Math.min(round, request.length - 1)]);
                        } catch (IOException closedByServer) {
                            socket.close();
                        }
                    }
                }
                long start = System.nanoTime();
                HttpResponse<String> answer = CLIENT.send(HttpRequest.newBuilder(URI.create(url + "catalog/categories"))
                        .timeout(Duration.ofSeconds(5)).build(), HttpResponse.BodyHandlers.ofString());
                millis.add(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start));
                assertThat(answer.statusCode()).isEqualTo(200);
                Thread.sleep(100);
            }
            long slowest = millis.stream().mapToLong(Long::longValue).max().orElseThrow();
            System.out.printf("slow-header clients: 300 connections dripping one header byte every 100 ms;"
                    + " %d normal requests answered 200, slowest %d ms%n", millis.size(), slowest);
            assertThat(slowest).isLessThan(1000);
        } finally {
            for (Socket socket : slow) {
                socket.close();
            }
        }
    }

    @Test
    void rapidResetFloodClosesThatConnectionAndServiceContinues() throws Exception {
        int pairs = 20_000;
        byte[] flood = rapidResetFrames(pairs);
        long start = System.nanoTime();
        boolean closedByServer;
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress("127.0.0.1", url.getPort()), 2000);
            socket.setSoTimeout(10_000);
            CompletableFuture<Boolean> eof = CompletableFuture.supplyAsync(() -> readUntilClosed(socket));
            OutputStream out = socket.getOutputStream();
            try {
                for (int offset = 0; offset < flood.length; offset += 16 * 1024) {
                    out.write(flood, offset, Math.min(16 * 1024, flood.length - offset));
                }
            } catch (IOException resetWhileWriting) {
                // the server closed the connection before the flood was fully written
            }
            closedByServer = eof.get(15, TimeUnit.SECONDS);
        }
        long floodMs = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start);
        HttpResponse<String> after = CLIENT.send(HttpRequest.newBuilder(URI.create(url + "catalog/categories"))
                .timeout(Duration.ofSeconds(5)).build(), HttpResponse.BodyHandlers.ofString());
        System.out.printf("rapid reset: %d HEADERS+RST_STREAM pairs on one h2c connection: closed by the server %s"
                + " after %d ms; next request %d%n", pairs, closedByServer, floodMs, after.statusCode());
        assertThat(closedByServer).as("the flooding connection is closed").isTrue();
        assertThat(after.statusCode()).isEqualTo(200);
    }

    /** The connection preface, SETTINGS, then HEADERS and RST_STREAM(CANCEL) per stream, encoded by Netty. */
    private static byte[] rapidResetFrames(int pairs) {
        EmbeddedChannel channel = new EmbeddedChannel(new ChannelInboundHandlerAdapter());
        ChannelHandlerContext ctx = channel.pipeline().firstContext();
        DefaultHttp2FrameWriter writer = new DefaultHttp2FrameWriter();
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        ByteBuf preface = Http2CodecUtil.connectionPrefaceBuf();
        byte[] prefaceBytes = new byte[preface.readableBytes()];
        preface.readBytes(prefaceBytes);
        bytes.writeBytes(prefaceBytes);
        writer.writeSettings(ctx, new Http2Settings(), ctx.newPromise());
        Http2Headers headers = new DefaultHttp2Headers().method("GET").scheme("http").authority("127.0.0.1")
                .path("/catalog/categories");
        for (int i = 0; i < pairs; i++) {
            int stream = 2 * i + 1;
            writer.writeHeaders(ctx, stream, headers, 0, true, ctx.newPromise());
            writer.writeRstStream(ctx, stream, Http2Error.CANCEL.code(), ctx.newPromise());
        }
        channel.flushOutbound();
        for (ByteBuf out = channel.readOutbound(); out != null; out = channel.readOutbound()) {
            byte[] chunk = new byte[out.readableBytes()];
            out.readBytes(chunk);
            out.release();
            bytes.writeBytes(chunk);
        }
        channel.finishAndReleaseAll();
        return bytes.toByteArray();
    }

    private static boolean readUntilClosed(Socket socket) {
        try (InputStream in = socket.getInputStream()) {
            byte[] buffer = new byte[64 * 1024];
            while (in.read(buffer) >= 0) {
                // responses and the GOAWAY are read and dropped; only the end of the stream matters
            }
            return true;
        } catch (IOException e) {
            return e.getMessage() != null && e.getMessage().toLowerCase().contains("reset");
        }
    }
}
