package dev.h2clab.loadtests.netns;

import static dev.h2clab.loadtests.netns.NetnsTestSupport.assumePodNetwork;
import static dev.h2clab.loadtests.netns.NetnsTestSupport.awaitListening;
import static dev.h2clab.loadtests.netns.NetnsTestSupport.countIds;
import static dev.h2clab.loadtests.netns.NetnsTestSupport.runId;
import static dev.h2clab.loadtests.netns.NetnsTestSupport.runPython;
import static dev.h2clab.loadtests.netns.NetnsTestSupport.startIdServer;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Timeout;

/** Builds real namespaces (root only; skipped with a reason elsewhere). */
@Timeout(value = 5, unit = TimeUnit.MINUTES)
class PodNetworkTest {

    private static final int PORT = 9000;

    @TempDir
    Path dir;

    @BeforeEach
    void needsRoot() {
        assumePodNetwork();
    }

    @Test
    void podsTalkTcpAcrossTheBridgeAndCountersSeeIt() throws Exception {
        try (PodNetwork net = PodNetwork.create(runId())) {
            Pod client = net.addPod("client");
            Pod server = net.addPod("server");
            assertThat(server.address()).startsWith("10.244.").isNotEqualTo(client.address());
            assertThat(server.name()).isEqualTo("h2clab-" + net.runId() + "-server");
            assertThat(net.addPod("server")).isSameAs(server);
            startIdServer(server, PORT, dir);
            awaitListening(client, server.address(), PORT);
            InterfaceCounters before = server.interfaceCounters();

            String answer = countIds(client, "http://" + server.address() + ":" + PORT, 5);

            assertThat(answer).isEqualTo(server.name() + " 5");
            InterfaceCounters delta = server.interfaceCounters().minus(before);
            assertThat(delta.rxPackets()).isPositive();
            assertThat(delta.txBytes()).isGreaterThan(5L * server.name().length());
        }
    }

    @Test
    void serviceSpreadsNewConnectionsOverItsBackends() throws Exception {
        try (PodNetwork net = PodNetwork.create(runId())) {
            Pod client = net.addPod("client");
            List<Pod> backends = List.of(net.addPod("catalog-0"), net.addPod("catalog-1"), net.addPod("catalog-2"));
            for (Pod backend : backends) {
                startIdServer(backend, PORT, dir);
                awaitListening(client, backend.address(), PORT);
            }
            Service service = net.addService("catalog", PORT, backends);
            assertThat(net.addService("catalog", PORT, backends)).isSameAs(service);
            assertThat(service.address()).startsWith("10.96.");

            Map<String, Integer> hits = parse(countIds(client, service.url(), 90));

            // 90 connections at random over 3 backends: 30 expected each, below 10 has odds under 1e-5
            assertThat(hits.keySet()).containsExactlyInAnyOrderElementsOf(
                    backends.stream().map(Pod::name).toList());
            assertThat(hits.values()).allSatisfy(n -> assertThat(n).isGreaterThanOrEqualTo(10));

            // a rollout step: catalog-0 leaves the Service; every new connection goes to the other two
            PodNetwork.replaceEndpoints(net.nodeNamespace(), "catalog", service.address(), PORT,
                    List.of(backends.get(1).address(), backends.get(2).address()));
            Map<String, Integer> after = parse(countIds(client, service.url(), 30));
            assertThat(after).doesNotContainKey(backends.get(0).name());
            assertThat(after.values().stream().mapToInt(Integer::intValue).sum()).isEqualTo(30);

            // the kernel's count of connections in a pod, and without those from one peer (the lab's own probes)
            Process holder = new ProcessBuilder(client.command(List.of(NetnsTestSupport.python(), "-c", "import socket,time; "
                    + "s=socket.create_connection(('" + backends.get(1).address() + "'," + PORT + ")); time.sleep(20)")))
                    .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            try {
                List<String> inBackend = backends.get(1).command(List.of());
                long deadline = System.nanoTime() + 5_000_000_000L;
                while (PodNetwork.establishedOnPort(inBackend, PORT, null) < 1 && System.nanoTime() < deadline) {
                    Thread.sleep(50);
                }
                assertThat(PodNetwork.establishedOnPort(inBackend, PORT, null)).isEqualTo(1);
                assertThat(PodNetwork.establishedOnPort(inBackend, PORT, client.address())).isZero();
            } finally {
                holder.destroyForcibly();
            }
        }
    }

    @Test
    void ingressLossDropsAboutTheGivenShareOfPackets() throws Exception {
        try (PodNetwork net = PodNetwork.create(runId())) {
            Pod sender = net.addPod("sender");
            Pod receiver = net.addPod("receiver");
            receiver.dropIngressPercent(30);
            receiver.dropIngressPercent(30); // replaces, does not stack

            int received = udpDelivered(sender, receiver, 2000);

            assertThat(received).as("datagrams delivered of 2000 at 30%% loss").isBetween(1100, 1700);
            receiver.dropIngressPercent(0);
            assertThat(udpDelivered(sender, receiver, 500)).isGreaterThan(450);
        }
    }

    @Test
    void closeEndsProcessesAndRemovesEveryNamespace() throws Exception {
        String runId = runId();
        Process sleeper;
        try (PodNetwork net = PodNetwork.create(runId)) {
            Pod pod = net.addPod("sleepy");
            sleeper = new ProcessBuilder(pod.command(List.of("sleep", "300"))).start();
            assertThat(Namespaces.listRun(runId)).containsExactlyInAnyOrder(
                    "h2clab-" + runId + "-node", "h2clab-" + runId + "-sleepy");
        }
        assertThat(sleeper.waitFor(10, TimeUnit.SECONDS)).isTrue();
        assertThat(Namespaces.listRun(runId)).isEmpty();
        assertThat(RunLock.fileOf(runId)).doesNotExist();
    }

    @Test
    void cleanupStaleRemovesDeadRunsOnly() throws Exception {
        String dead = runId();
        Exec.run(List.of(Tools.ip(), "netns", "add", Namespaces.pod(dead, "orphan")));
        try (PodNetwork live = PodNetwork.create(runId())) {
            live.addPod("alive");

            List<String> removed = PodNetwork.cleanupStale();

            assertThat(removed).contains(Namespaces.pod(dead, "orphan"));
            assertThat(Namespaces.listRun(live.runId())).hasSize(2);
            assertThat(Namespaces.listRun(dead)).isEmpty();
        }
    }

    @Test
    void aRunIdIsExclusiveWhileInUse() {
        String runId = runId();
        try (PodNetwork net = PodNetwork.create(runId)) {
            org.assertj.core.api.Assertions.assertThatThrownBy(() -> PodNetwork.create(runId))
                    .isInstanceOf(NetnsException.class).hasMessageContaining("in use");
        }
        PodNetwork.create(runId).close(); // free again once closed
    }

    private static int udpDelivered(Pod sender, Pod receiver, int count) throws Exception {
        Process sink = new ProcessBuilder(receiver.command(List.of(NetnsTestSupport.python(), "-c", """
                import socket
                s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
                s.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4 << 20)
                s.bind(("0.0.0.0", 9100))
                print("ready", flush=True)
                s.settimeout(30)  # the sender may take a while to start on a loaded machine
                n = 0
                try:
                    while True:
                        s.recv(64)
                        n += 1
                        s.settimeout(2)  # then 2 s of silence means the sender is done
                except socket.timeout:
                    print(n)
                """))).start();
        try (var out = new java.io.BufferedReader(new java.io.InputStreamReader(sink.getInputStream()))) {
            assertThat(out.readLine()).isEqualTo("ready");
            runPython(sender, """
                    import socket, time
                    s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
                    for i in range(int(ARGS[1])):
                        s.sendto(b"x", (ARGS[0], 9100))
                        if i % 10 == 0:
                            time.sleep(0.005)  # ~2000/s: a stalled receiver must not overflow its buffer
                    """, receiver.address(), String.valueOf(count));
            return Integer.parseInt(out.readLine().strip());
        } finally {
            sink.destroyForcibly();
        }
    }

    private static Map<String, Integer> parse(String lines) {
        return Arrays.stream(lines.split("\n")).map(l -> l.split(" "))
                .collect(Collectors.toMap(p -> p[0], p -> Integer.parseInt(p[1])));
    }
}
