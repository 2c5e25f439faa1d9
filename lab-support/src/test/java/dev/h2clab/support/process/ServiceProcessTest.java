package dev.h2clab.support.process;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.sun.net.httpserver.HttpServer;

class ServiceProcessTest {

    @TempDir
    Path dir;

    @Test
    void aFailedStartExplainsItselfWithTheFirstErrorLine() throws Exception {
        try (ServiceProcess p = ServiceProcess.start("broken", List.of("sh", "-c", "echo starting; echo ERROR no port; exit 3"),
                Map.of(), dir.resolve("broken.log"))) {
            assertThatThrownBy(() -> p.awaitReady("http://127.0.0.1:1/ready", Duration.ofSeconds(20)))
                    .isInstanceOf(IOException.class).hasMessageContaining("broken exited with code 3")
                    .hasMessageContaining("ERROR no port");
            assertThat(p.output()).isEqualTo("starting\nERROR no port\n");
        }
    }

    @Test
    void readyWhenTheUrlAnswers200AndStoppingTakesTheDescendantsToo() throws Exception {
        HttpServer ready = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        ready.createContext("/ready", exchange -> {
            exchange.sendResponseHeaders(200, -1);
            exchange.close();
        });
        ready.start();
        try {
            ServiceProcess p = ServiceProcess.start("parent", List.of("sh", "-c", "sleep 60 & echo $VALUE; wait"),
                    Map.of("VALUE", "from-env"), dir.resolve("sub/parent.log"), dir);
            List<ProcessHandle> children;
            try (p) {
                p.awaitReady("http://127.0.0.1:" + ready.getAddress().getPort() + "/ready", Duration.ofSeconds(20));
                // the probe leaves no connection behind: the lab counts a service's connections from the kernel
                assertThat(openConnectionsTo(ready.getAddress().getPort())).isZero();
                awaitOutput(p, "from-env\n");
                children = ProcessHandle.of(p.pid()).orElseThrow().descendants().toList();
                assertThat(children).isNotEmpty();
            }
            assertThat(p.isAlive()).isFalse();
            assertThat(children).noneMatch(ProcessHandle::isAlive);
        } finally {
            ready.stop(0);
        }
    }

    @Test
    void exitCodeAndSigintAsCtrlCSendsIt() throws Exception {
        try (ServiceProcess p = ServiceProcess.start("trap", List.of("sh", "-c",
                "trap 'echo got INT; exit 7' INT; echo armed; while true; do sleep 0.1; done"), Map.of(),
                dir.resolve("trap.log"))) {
            awaitOutput(p, "armed\n");
            p.interrupt();
            assertThat(p.awaitExit(10)).isTrue();
            assertThat(p.exitCode()).isEqualTo(7);
            assertThat(p.output()).contains("got INT");
        }
    }

    private static long openConnectionsTo(int port) throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(5).toNanos();
        long open;
        do {
            open = dev.h2clab.support.tcp.TcpTable.read().stream()
                    .filter(s -> s.established() && s.remotePort() == port).count();
            Thread.sleep(open == 0 ? 0 : 50);
        } while (open > 0 && System.nanoTime() < deadline);
        return open;
    }

    private static void awaitOutput(ServiceProcess p, String text) throws InterruptedException {
        long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        while (!p.output().contains(text) && System.nanoTime() < deadline) {
            Thread.sleep(20);
        }
        assertThat(p.output()).contains(text);
    }

    @Test
    void theLogDirectoryIsCreated() throws Exception {
        Path log = dir.resolve("a/b/c.log");
        try (ServiceProcess p = ServiceProcess.start("quick", List.of("true"), Map.of(), log)) {
            assertThat(p.awaitExit(10)).isTrue();
            assertThat(p.exitCode()).isZero();
        }
        assertThat(Files.isRegularFile(log)).isTrue();
    }
}
