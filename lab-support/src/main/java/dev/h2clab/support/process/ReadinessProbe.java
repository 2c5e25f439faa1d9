package dev.h2clab.support.process;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.URI;
import java.nio.charset.StandardCharsets;

/**
 * One {@code GET} on a connection of its own, closed after the answer. A pooling client (the JDK's keeps idle
 * connections for 20 minutes) would leave an ESTABLISHED connection to the service it probed, and the lab and its
 * tests count a service's connections from the kernel.
 */
final class ReadinessProbe {

    private static final int CONNECT_TIMEOUT_MS = 2_000;
    private static final int READ_TIMEOUT_MS = 5_000;

    private ReadinessProbe() {
    }

    /** The status code {@code url} answers with. */
    static int status(URI url) throws IOException {
        int port = url.getPort() > 0 ? url.getPort() : 80;
        String path = url.getRawPath() == null || url.getRawPath().isEmpty() ? "/" : url.getRawPath();
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(url.getHost(), port), CONNECT_TIMEOUT_MS);
            socket.setSoTimeout(READ_TIMEOUT_MS);
            OutputStream out = socket.getOutputStream();
            out.write(("GET " + path + " HTTP/1.1\r\nHost: " + url.getHost() + ":" + port
                    + "\r\nConnection: close\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
            out.flush();
            String statusLine = new BufferedReader(new InputStreamReader(socket.getInputStream(),
                    StandardCharsets.US_ASCII)).readLine();
            String[] parts = statusLine == null ? new String[0] : statusLine.split(" ");
            if (parts.length < 2 || !parts[0].startsWith("HTTP/")) {
                throw new IOException(url + " answered no HTTP status line: " + statusLine);
            }
            return Integer.parseInt(parts[1]);
        } catch (NumberFormatException e) {
            throw new IOException(url + " answered a malformed status", e);
        }
    }
}
