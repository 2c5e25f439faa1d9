package dev.h2clab.loadtests.rollout;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** Real loopback sockets: connections are balanced, removal only stops new ones, an empty list refuses. */
class TcpBalancerTest {

    private final List<AutoCloseable> open = new ArrayList<>();

    @AfterEach
    void close() throws Exception {
        for (AutoCloseable c : open) {
            c.close();
        }
    }

    @Test
    void spreadsNewConnectionsAndKeepsOldOnesWhereTheyAre() throws Exception {
        Backend a = backend("a");
        Backend b = backend("b");
        TcpBalancer balancer = TcpBalancer.start(List.of(a.endpoint(), b.endpoint()));
        open.add(balancer);

        Map<String, Integer> seen = new HashMap<>();
        List<Conversation> conversations = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            Conversation c = connect(balancer.port());
            seen.merge(c.ask("hello"), 1, Integer::sum);
            conversations.add(c);
        }
        System.out.println("40 connections through the balancer: " + seen + ", open per backend "
                + balancer.openConnections());
        assertThat(seen.keySet()).containsExactlyInAnyOrder("a", "b");
        assertThat(balancer.openConnections()).containsEntry(a.key(), seen.get("a")).containsEntry(b.key(), seen.get("b"));

        balancer.endpoints(List.of(b.endpoint())); // a leaves the Service
        for (int i = 0; i < 10; i++) {
            try (Conversation c = connect(balancer.port())) {
                assertThat(c.ask("new")).isEqualTo("b");
            }
        }
        Conversation onA = conversations.stream().filter(c -> c.name().equals("a")).findFirst().orElseThrow();
        assertThat(onA.ask("still there?")).as("an established connection stays on its backend").isEqualTo("a");
        assertThat(balancer.openConnections()).containsEntry(a.key(), seen.get("a"));

        onA.close();
        conversations.remove(onA);
        waitUntil(() -> balancer.openConnections().getOrDefault(a.key(), 0) == seen.get("a") - 1);
        for (Conversation c : conversations) {
            c.close();
        }
    }

    @Test
    void refusesWhenNoBackendIsListed() throws Exception {
        TcpBalancer balancer = TcpBalancer.start(List.of());
        open.add(balancer);
        try (Socket socket = new Socket()) {
            socket.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), balancer.port()), 2000);
            socket.setSoTimeout(5000);
            assertThat(socket.getInputStream().read()).as("closed at once").isEqualTo(-1);
        }
        assertThat(balancer.refused()).isEqualTo(1);
    }

    /** A backend that answers each line with its name. */
    private record Backend(String name, ServerSocket server) implements AutoCloseable {
        Endpoint endpoint() {
            return new Endpoint("127.0.0.1", server.getLocalPort());
        }

        String key() {
            return endpoint().toString();
        }

        @Override
        public void close() throws IOException {
            server.close();
        }
    }

    private record Conversation(Socket socket, BufferedReader in, PrintWriter out, String[] first)
            implements AutoCloseable {
        String ask(String line) throws IOException {
            out.println(line);
            String answer = in.readLine();
            if (first[0] == null) {
                first[0] = answer;
            }
            return answer;
        }

        String name() {
            return first[0];
        }

        @Override
        public void close() throws IOException {
            socket.close();
        }
    }

    private Backend backend(String name) throws IOException {
        ServerSocket server = new ServerSocket(0, 100, InetAddress.getLoopbackAddress());
        Backend backend = new Backend(name, server);
        open.add(backend);
        Thread acceptor = new Thread(() -> {
            while (!server.isClosed()) {
                try {
                    Socket s = server.accept();
                    Thread t = new Thread(() -> answer(s, name));
                    t.setDaemon(true);
                    t.start();
                } catch (IOException closed) {
                    return;
                }
            }
        });
        acceptor.setDaemon(true);
        acceptor.start();
        return backend;
    }

    private static void answer(Socket s, String name) {
        try (s; BufferedReader in = new BufferedReader(new InputStreamReader(s.getInputStream(), StandardCharsets.UTF_8));
             PrintWriter out = new PrintWriter(s.getOutputStream(), true, StandardCharsets.UTF_8)) {
            while (in.readLine() != null) {
                out.println(name);
            }
        } catch (IOException ignored) {
            // client went away
        }
    }

    private Conversation connect(int port) throws IOException {
        Socket socket = new Socket();
        socket.connect(new InetSocketAddress(InetAddress.getLoopbackAddress(), port), 2000);
        socket.setSoTimeout(5000);
        Conversation c = new Conversation(socket,
                new BufferedReader(new InputStreamReader(socket.getInputStream(), StandardCharsets.UTF_8)),
                new PrintWriter(socket.getOutputStream(), true, StandardCharsets.UTF_8), new String[1]);
        open.add(c);
        return c;
    }

    private static void waitUntil(java.util.function.BooleanSupplier condition) throws InterruptedException {
        long deadline = System.nanoTime() + 5_000_000_000L;
        while (!condition.getAsBoolean()) {
            assertThat(System.nanoTime()).as("condition not met within 5 s").isLessThan(deadline);
            Thread.sleep(10);
        }
    }
}
