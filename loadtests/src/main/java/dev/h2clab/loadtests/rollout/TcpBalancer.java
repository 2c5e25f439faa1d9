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
public final class TcpBalancer implements Balancer {

    private static final int CONNECT_TIMEOUT_MS = 2000;

    private final Vertx vertx;
    private final NetServer server;
    private final NetClient client;
    private final Map<String, AtomicInteger> open = new LinkedHashMap<>();
    private final AtomicLong refused = new AtomicLong();
    private volatile List<Endpoint> backends;

    private TcpBalancer(Vertx vertx, NetServer server, NetClient client, List<Endpoint> backends) {
        this.vertx = vertx;
        this.server = server;
        this.client = client;
        this.backends = List.copyOf(backends);
    }

    /** Listens on a free loopback port, sending new connections to {@code endpoints}. */
    public static TcpBalancer start(List<Endpoint> endpoints) {
        Vertx vertx = Vertx.vertx(new VertxOptions().setEventLoopPoolSize(1));
        NetClient client = vertx.createNetClient(new NetClientOptions().setConnectTimeout(CONNECT_TIMEOUT_MS)
                .setTcpNoDelay(true));
        NetServer server = vertx.createNetServer(new NetServerOptions().setHost("127.0.0.1").setPort(0)
                .setTcpNoDelay(true));
        TcpBalancer balancer = new TcpBalancer(vertx, server, client, endpoints);
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

    @Override
    public String url() {
        return "http://127.0.0.1:" + port();
    }

    /** The backends new connections go to from now on; connections already made stay where they are. */
    @Override
    public void endpoints(List<Endpoint> endpoints) {
        backends = List.copyOf(endpoints);
    }

    /** Open connections per backend, listed backends that have none included. */
    @Override
    public synchronized Map<String, Integer> openConnections() {
        Map<String, Integer> out = new LinkedHashMap<>();
        backends.forEach(e -> out.put(e.toString(), 0));
        open.forEach((endpoint, n) -> {
            if (n.get() > 0 || out.containsKey(endpoint)) {
                out.put(endpoint, n.get());
            }
        });
        return out;
    }

    /** Connections closed at once because no backend was listed or the chosen one refused. */
    @Override
    public long refused() {
        return refused.get();
    }

    private void accept(NetSocket front) {
        front.pause(); // nothing is lost while the backend connection is made
        List<Endpoint> now = backends;
        if (now.isEmpty()) {
            refused.incrementAndGet();
            front.close();
            return;
        }
        Endpoint target = now.get(ThreadLocalRandom.current().nextInt(now.size()));
        client.connect(target.port(), target.host()).onComplete(ar -> {
            if (ar.failed()) {
                refused.incrementAndGet();
                front.close();
                return;
            }
            NetSocket back = ar.result();
            AtomicInteger count = counter(target.toString());
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

    private synchronized AtomicInteger counter(String endpoint) {
        return open.computeIfAbsent(endpoint, p -> new AtomicInteger());
    }

    @Override
    public void close() {
        vertx.close().toCompletionStage().toCompletableFuture().orTimeout(10, TimeUnit.SECONDS)
                .exceptionally(t -> null).join();
    }
}
