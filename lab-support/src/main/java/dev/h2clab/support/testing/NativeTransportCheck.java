package dev.h2clab.support.testing;

import java.util.Locale;
import java.util.Optional;

import io.vertx.core.Vertx;

/**
 * Both services must run on Netty's native epoll transport where the lab ships it (Linux x86_64 and aarch64): on
 * the JDK's NIO selector every request costs more CPU and latency, which a comparison would charge to the protocol.
 * Elsewhere Vert.x falls back to NIO, which is accepted. Plain Java so each service's test can call it.
 */
public final class NativeTransportCheck {

    private NativeTransportCheck() {
    }

    /** What is wrong with {@code vertx}'s transport on this machine, empty when nothing is; prints what it found. */
    public static Optional<String> problem(Vertx vertx) {
        String os = System.getProperty("os.name");
        String arch = System.getProperty("os.arch");
        boolean enabled = vertx.isNativeTransportEnabled();
        Throwable cause = vertx.unavailableNativeTransportCause();
        System.out.printf("native transport enabled: %s (os %s, arch %s)%s%n", enabled, os, arch,
                enabled ? "" : "; unavailable because: " + cause);
        boolean shipped = os.toLowerCase(Locale.ROOT).contains("linux")
                && (arch.equals("amd64") || arch.equals("aarch64"));
        if (shipped && !enabled) {
            return Optional.of("Vert.x runs on NIO on " + os + "/" + arch
                    + " (quarkus.vertx.prefer-native-transport=true and netty-transport-native-epoll expected): "
                    + cause);
        }
        return Optional.empty();
    }
}
