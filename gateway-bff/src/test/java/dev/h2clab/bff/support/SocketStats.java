package dev.h2clab.bff.support;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Kernel view of TCP connections through {@code ss} (iproute2), independent of the code under test. */
public final class SocketStats {

    private SocketStats() {
    }

    /** ESTABLISHED TCP connections on this host whose destination port is {@code port}. */
    public static int establishedTo(int port) {
        List<String> command = List.of("ss", "-Htn", "state", "established", "( dport = :" + port + " )");
        try {
            Process ss = new ProcessBuilder(command).redirectErrorStream(true).start();
            String out = new String(ss.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (!ss.waitFor(10, TimeUnit.SECONDS) || ss.exitValue() != 0) {
                throw new IllegalStateException("ss failed: " + out);
            }
            return (int) out.lines().filter(line -> !line.isBlank()).count();
        } catch (IOException e) {
            throw new UncheckedIOException("the 'ss' binary (Debian package iproute2) is required by this test", e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
