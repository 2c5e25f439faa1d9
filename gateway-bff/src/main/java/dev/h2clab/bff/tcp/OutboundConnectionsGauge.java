package dev.h2clab.bff.tcp;

import java.util.Set;

import jakarta.enterprise.event.Observes;
import jakarta.inject.Singleton;

import dev.h2clab.bff.config.CatalogClientConfig;
import dev.h2clab.support.tcp.TcpTable;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.runtime.StartupEvent;

/**
 * {@code lab_tcp_established{direction="outbound",peer_port=<catalog port>}}: ESTABLISHED sockets of this process
 * whose remote port is catalog-service's, read from the kernel at scrape time (not the client's bookkeeping).
 */
@Singleton
public class OutboundConnectionsGauge {

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
        for (TcpTable.Socket socket : TcpTable.read()) {
            if (socket.established() && socket.remotePort() == peerPort && owned.contains(socket.inode())) {
                count++;
            }
        }
        return count;
    }
}
