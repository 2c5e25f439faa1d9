package dev.h2clab.loadtests.it;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import dev.h2clab.support.process.ServiceProcess;

import static org.assertj.core.api.Assertions.fail;

/** Runs the real {@code ./lab} launcher from the repository root, as a user would, with a hard timeout. */
final class LabLauncher {

    record Run(int exitCode, String output) {
    }

    private LabLauncher() {
    }

    static Path root() {
        return Path.of(System.getProperty("lab.root", "..")).toAbsolutePath().normalize();
    }

    /** Fails with a clear message when the service jars this test drives are not built. */
    static void requireJars() {
        for (String jar : List.of("catalog-service/target/quarkus-app/quarkus-run.jar",
                "gateway-bff/target/quarkus-app/quarkus-run.jar", "loadtests/target/loadtests.jar")) {
            if (!Files.isRegularFile(root().resolve(jar))) {
                fail("missing " + jar + ": build the services first (./mvnw -B -q package -DskipTests, or ./mvnw verify "
                        + "from the root)");
            }
        }
    }

    /**
     * For tests that build a pod network: fails under CI (which runs as root with iproute2 and nftables) when it
     * cannot, so a missing capability never hides as a skip there; elsewhere skips, saying why.
     */
    static void requirePodNetwork(String test) {
        java.util.Optional<String> skip = dev.h2clab.support.testing.Capability.skipReason(test,
                dev.h2clab.loadtests.netns.PodNetwork.unavailableReason());
        org.junit.jupiter.api.Assumptions.assumeTrue(skip.isEmpty(), () -> skip.get());
    }

    static Run run(long timeoutSeconds, String... args) throws IOException, InterruptedException {
        return run(timeoutSeconds, null, args);
    }

    /**
     * As {@link #run(long, String...)}; {@code interrupt}, when given, is polled every 200 ms while the lab runs and
     * the first time it holds, the lab gets SIGINT (Ctrl-C), as a user would press it.
     */
    static Run run(long timeoutSeconds, java.util.function.BooleanSupplier interrupt, String... args)
            throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of(root().resolve("lab").toString()));
        cmd.addAll(List.of(args));
        Path log = Files.createTempFile("lab-run-", ".log");
        // Inside a Maven build the jars were just built: never start a nested build from the test.
        try (ServiceProcess lab = ServiceProcess.start("./lab", cmd, Map.of("H2CLAB_NO_BUILD", "1"), log, root())) {
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(timeoutSeconds);
            while (interrupt != null && lab.isAlive() && System.nanoTime() < deadline) {
                if (interrupt.getAsBoolean()) {
                    lab.interrupt(); // ./lab execs java, so the launcher's pid is the lab's JVM
                    break;
                }
                Thread.sleep(200);
            }
            long left = TimeUnit.NANOSECONDS.toSeconds(deadline - System.nanoTime());
            if (!lab.awaitExit((int) Math.max(1, left))) {
                lab.close();
                fail("./lab " + String.join(" ", args) + " did not finish in " + timeoutSeconds + "s; output:\n"
                        + lab.output());
            }
            return new Run(lab.exitCode(), lab.output());
        } finally {
            Files.deleteIfExists(log);
        }
    }
}
