package dev.h2clab.catalog.tcp;

import java.util.concurrent.TimeUnit;

import org.jboss.logging.Logger;

import dev.h2clab.support.tcp.TcpTable;

import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.runtime.StartupEvent;
import io.quarkus.vertx.http.HttpServer;
import io.vertx.core.Vertx;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Singleton;

/**
 * {@code lab_tcp_established{direction="inbound",local_port="<http port>"}}: ESTABLISHED TCP
 * sockets of this network namespace whose local port is the HTTP port, read from the kernel at
 * every scrape. Registered once the server is listening, so the tag carries the port actually
 * bound (a random test port included). Quarkus fires {@link StartupEvent} before it listens, so
 * the port is polled on a timer from there. Quarkus serves {@code /q/metrics} on a worker
 * thread, so the read at scrape time never runs on an event loop.
 */
@Singleton
public class InboundTcpGauge {

    private static final Logger LOG = Logger.getLogger(InboundTcpGauge.class);

    private static final long POLL_MS = 20;
    private static final long GIVE_UP_MS = 120_000;

    private final MeterRegistry registry;
    private final HttpServer server;
    private final Vertx vertx;

    InboundTcpGauge(MeterRegistry registry, HttpServer server, Vertx vertx) {
        this.registry = registry;
        this.server = server;
        this.vertx = vertx;
    }

    void onStart(@Observes StartupEvent event) {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(GIVE_UP_MS);
        vertx.setPeriodic(POLL_MS, timerId -> {
            int port = server.getPort();
            if (port > 0) {
                vertx.cancelTimer(timerId);
                register(port);
            } else if (System.nanoTime() > deadline) {
                vertx.cancelTimer(timerId);
                LOG.warn("HTTP port still unknown: lab_tcp_established not registered");
            }
        });
    }

    private void register(int port) {
        Gauge.builder("lab.tcp.established", () -> count(port))
                .description("ESTABLISHED TCP sockets by the kernel's socket table (/proc/net/tcp{,6})")
                .tag("direction", "inbound")
                .tag("local_port", Integer.toString(port))
                .strongReference(true)
                .register(registry);
        LOG.infof("lab_tcp_established counts inbound sockets on local port %d", port);
    }

    /** ESTABLISHED sockets of this network namespace on local port {@code port}, read from the kernel now. */
    static int count(int port) {
        int total = 0;
        for (TcpTable.Socket socket : TcpTable.read()) {
            if (socket.established() && socket.localPort() == port) {
                total++;
            }
        }
        return total;
    }
}
