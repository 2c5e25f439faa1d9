package dev.h2clab.bff.support;

import java.time.Duration;
import java.util.List;

import dev.h2clab.support.process.Command;

/** Kernel view of TCP connections through {@code ss} (iproute2), independent of the code under test. */
public final class SocketStats {

    private SocketStats() {
    }

    /** ESTABLISHED TCP connections on this host whose destination port is {@code port}. */
    public static int establishedTo(int port) {
        String ss = Command.which("ss").orElseThrow(
                () -> new IllegalStateException("the 'ss' binary (Debian package iproute2) is required by this test"));
        Command.Result r = Command.run(List.of(ss, "-Htn", "state", "established", "( dport = :" + port + " )"), null,
                Duration.ofSeconds(10));
        if (!r.ok()) {
            throw new IllegalStateException("ss failed: " + r.stdout() + r.stderr());
        }
        return (int) r.stdout().lines().filter(line -> !line.isBlank()).count();
    }
}
