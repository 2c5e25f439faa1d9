package dev.h2clab.loadtests.rollout;

import io.vertx.core.Vertx;
import io.vertx.core.VertxOptions;
import io.vertx.core.net.NetClient;
import io.vertx.core.net.NetClientOptions;
import io.vertx.core.net.NetServer;
import io.vertx.core.net.NetServerOptions;
import io.vertx.core.net.NetSocket;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A kube-proxy stand-in on loopback: each NEW connection to its port goes to one of the current backends, drawn at
 * random, and stays there until either side closes it. Removing a backend only stops new connections to it, as an
 * endpoint leaving a Service does (conntrack keeps the old ones). So it balances connections, not requests.
 */
public final class TcpBalancer implements AutoCloseable {

    private static final int CONNECT_TIMEOUT_MS = 2000;

    private final Vertx vertx;
    private final NetServer server;
    private final NetClient client;
    private final Map<Integer, AtomicInteger> open = new LinkedHashMap<>();
    private final AtomicLong refused = new AtomicLong();
    private volatile List<Integer> backends;

    private TcpBalancer(Vertx vertx, NetServer server, NetClient client, List<Integer> backends) {
        this.vertx = vertx;
        this.server = server;
        this.client = client;
        this.backends = List.copyOf(backends);
    }

    /** Listens on a free loopback port, sending new connections to {@code backendPorts} on 127.0.0.1. */
    public static TcpBalancer start(List<Integer> backendPorts) {
        Vertx vertx = Vertx.vertx(new VertxOptions().setEventLoopPoolSize(1));
        NetClient client = vertx.createNetClient(new NetClientOptions().setConnectTimeout(CONNECT_TIMEOUT_MS)
                .setTcpNoDelay(true));
        NetServer server = vertx.createNetServer(new NetServerOptions().setHost("127.0.0.1").setPort(0)
                .setTcpNoDelay(true));
        TcpBalancer balancer = new TcpBalancer(vertx, server, client, backendPorts);
        server.connectHandler(balancer::accept);
        try {
            server.listen().toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
        } catch (Exception e) {
            vertx.close();
            throw new IllegalStateException("the balancer could not listen on loopback: " + e.getMessage(), e);
        }
        return balancer;
    }

    public int port() {
        return server.actualPort();
    }

    /** The backends new connections go to from now on; connections already made stay where they are. */
    public void backends(List<Integer> ports) {
        backends = List.copyOf(ports);
    }

    public List<Integer> backends() {
        return backends;
    }

    /** Open connections per backend port, backends that have none included while they are in the list. */
    public synchronized Map<Integer, Integer> openConnections() {
        Map<Integer, Integer> out = new LinkedHashMap<>();
        backends.forEach(p -> out.put(p, 0));
        open.forEach((port, n) -> {
            if (n.get() > 0 || out.containsKey(port)) {
                out.put(port, n.get());
            }
        });
        return out;
    }

    /** Connections closed at once because no backend was listed or the chosen one refused. */
    public long refused() {
        return refused.get();
    }

    private void accept(NetSocket front) {
        front.pause(); // nothing is lost while the backend connection is made
        List<Integer> now = backends;
        if (now.isEmpty()) {
            refused.incrementAndGet();
            front.close();
            return;
        }
        int port = now.get(ThreadLocalRandom.current().nextInt(now.size()));
        client.connect(port, "127.0.0.1").onComplete(ar -> {
            if (ar.failed()) {
                refused.incrementAndGet();
                front.close();
                return;
            }
            NetSocket back = ar.result();
            AtomicInteger count = counter(port);
            count.incrementAndGet();
            back.closeHandler(v -> {
                count.decrementAndGet();
                front.close();
            });
            front.closeHandler(v -> back.close());
            front.pipeTo(back);
            back.pipeTo(front);
        });
    }

    private synchronized AtomicInteger counter(int port) {
        return open.computeIfAbsent(port, p -> new AtomicInteger());
    }

    @Override
    public void close() {
        vertx.close().toCompletionStage().toCompletableFuture().orTimeout(10, TimeUnit.SECONDS)
                .exceptionally(t -> null).join();
    }
}
