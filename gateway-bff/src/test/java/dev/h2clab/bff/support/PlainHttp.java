package dev.h2clab.bff.support;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;

/**
 * A one-shot HTTP/1.1 GET with {@code Connection: close} over a raw socket. Tests use it to talk to
 * catalog-service so that no pooled test connection is left ESTABLISHED to the catalog port, where it would be
 * counted together with gateway-bff's own connections (the test JVM is the bff process).
 */
public final class PlainHttp {

    private PlainHttp() {
    }

    /** Status code and body. */
    public record Response(int status, String body) {
    }

    public static Response get(int port, String path) {
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 2000);
            socket.setSoTimeout(10_000);
            String request = "GET " + path + " HTTP/1.1\r\nHost: 127.0.0.1:" + port + "\r\nConnection: close\r\n\r\n";
            socket.getOutputStream().write(request.getBytes(StandardCharsets.US_ASCII));
            String raw = readAll(socket.getInputStream());
            int status = Integer.parseInt(raw.substring(9, 12));
            int bodyStart = raw.indexOf("\r\n\r\n");
            String body = bodyStart < 0 ? "" : raw.substring(bodyStart + 4);
            if (raw.toLowerCase().contains("transfer-encoding: chunked")) {
                body = Chunked.decode(body);
            }
            return new Response(status, body);
        } catch (IOException e) {
            throw new UncheckedIOException("GET 127.0.0.1:" + port + path + " failed", e);
        }
    }

    private static String readAll(InputStream in) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        in.transferTo(out);
        return out.toString(StandardCharsets.UTF_8);
    }

    /** Minimal chunked transfer decoding (text bodies only). */
    private static final class Chunked {
        static String decode(String chunked) {
            StringBuilder body = new StringBuilder();
            int pos = 0;
            while (pos < chunked.length()) {
                int lineEnd = chunked.indexOf("\r\n", pos);
                if (lineEnd < 0) {
                    break;
                }
                int size = Integer.parseInt(chunked.substring(pos, lineEnd).split(";")[0].trim(), 16);
                if (size == 0) {
                    break;
                }
                body.append(chunked, lineEnd + 2, Math.min(chunked.length(), lineEnd + 2 + size));
                pos = lineEnd + 2 + size + 2;
            }
            return body.toString();
        }
    }
}
