package dev.h2clab.bff.tcp;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;

import jakarta.enterprise.event.Observes;
import jakarta.inject.Singleton;

import dev.h2clab.bff.config.CatalogClientConfig;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.runtime.StartupEvent;

/**
 * {@code lab_tcp_established{direction="outbound",peer_port=<catalog port>}}: ESTABLISHED sockets of this process
 * whose remote port is catalog-service's, read from the kernel at scrape time (not the client's bookkeeping).
 */
@Singleton
public class OutboundConnectionsGauge {

    private static final Path[] TABLES = { Path.of("/proc/net/tcp"), Path.of("/proc/net/tcp6") };

    void register(@Observes StartupEvent event, MeterRegistry registry, CatalogClientConfig config) {
        int peerPort = config.port();
        Gauge.builder("lab.tcp.established", () -> count(peerPort))
                .description("ESTABLISHED TCP connections from this process to catalog-service (kernel socket table)")
                .tag("direction", "outbound")
                .tag("peer_port", Integer.toString(peerPort))
                .register(registry);
    }

    /** Established sockets owned by this process with the given remote port. */
    static int count(int peerPort) {
        Set<Long> owned = OwnedSocketInodes.read();
        int count = 0;
        for (Path table : TABLES) {
            for (TcpSocket socket : TcpTableParser.parse(readOrEmpty(table))) {
                if (socket.isEstablished() && socket.remotePort() == peerPort && owned.contains(socket.inode())) {
                    count++;
                }
            }
        }
        return count;
    }

    private static String readOrEmpty(Path table) {
        try {
            return Files.readString(table);
        } catch (IOException e) {
            return "";
        }
    }
}
