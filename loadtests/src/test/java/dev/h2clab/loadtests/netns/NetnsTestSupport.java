package dev.h2clab.loadtests.netns;

import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;

import dev.h2clab.support.process.Command;
import dev.h2clab.support.testing.Capability;

/** Helpers for tests that build a real pod network: root check, small python servers and clients. */
final class NetnsTestSupport {

    private NetnsTestSupport() {
    }

    /** Skips the calling test with the reason when namespaces cannot be made (not root, no ip/nft); fails in CI. */
    static void assumePodNetwork() {
        Optional<String> skip = Capability.skipReason("the pod network tests", PodNetwork.unavailableReason());
        assumeTrue(skip.isEmpty(), () -> skip.get());
    }

    static String python() {
        return Tools.find("python3").orElseGet(() -> fail("python3 is required by the pod network tests"));
    }

    static String runId() {
        return "t" + Long.toString(ThreadLocalRandom.current().nextLong(1L << 40), 36);
    }

    /** Starts an HTTP server in {@code pod} that answers GET /id.txt with the pod's name. */
    static Process startIdServer(Pod pod, int port, Path dir) throws IOException {
        Path root = Files.createDirectories(dir.resolve(pod.name()));
        Files.writeString(root.resolve("id.txt"), pod.name());
        return new ProcessBuilder(pod.command(List.of(python(), "-m", "http.server", String.valueOf(port),
                "--bind", "0.0.0.0", "--directory", root.toString())))
                .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
    }

    /**
     * Runs a python snippet in {@code pod} (stdout returned, bounded by a timeout). The snippet gets
     * {@code ARGS} (a list of strings) for its parameters.
     */
    static String runPython(Pod pod, String snippet, String... args) throws Exception {
        String script = "import sys\nARGS = sys.argv[1:]\n" + snippet;
        List<String> cmd = new java.util.ArrayList<>(List.of(python(), "-c", script));
        cmd.addAll(List.of(args));
        Command.Result r = Command.run(pod.command(cmd), null, Duration.ofSeconds(60)); // past it: TimeoutException
        if (!r.ok()) {
            fail("python in " + pod + " exited " + r.exitCode() + ": " + r.stdout() + r.stderr());
        }
        return r.stdout().strip();
    }

    /** Waits until {@code host:port} accepts TCP connections as seen from {@code client}. */
    static void awaitListening(Pod client, String host, int port) throws Exception {
        runPython(client, """
                import socket, time
                deadline = time.time() + 30
                while True:
                    try:
                        socket.create_connection((ARGS[0], int(ARGS[1])), timeout=1).close()
                        break
                    except OSError:
                        if time.time() > deadline:
                            raise
                        time.sleep(0.1)
                """, host, String.valueOf(port));
    }

    /** {@code count} GETs of /id.txt at {@code url}, each on a NEW connection; lines "name hits". */
    static String countIds(Pod client, String url, int count) throws Exception {
        return runPython(client, """
                import collections, urllib.request
                hits = collections.Counter()
                for _ in range(int(ARGS[1])):
                    with urllib.request.urlopen(ARGS[0] + "/id.txt", timeout=5) as r:
                        hits[r.read().decode()] += 1
                for name, n in sorted(hits.items()):
                    print(name, n)
                """, url, String.valueOf(count));
    }
}
