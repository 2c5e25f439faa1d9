package dev.h2clab.loadtests.it;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

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
        java.util.Optional<String> missing = dev.h2clab.loadtests.netns.PodNetwork.unavailableReason();
        if (missing.isPresent() && "true".equals(System.getenv("CI"))) {
            fail("CI must run " + test + ", but " + missing.get() + " (.ci/run runs as root and installs iproute2 "
                    + "and nftables)");
        }
        org.junit.jupiter.api.Assumptions.assumeTrue(missing.isEmpty(),
                () -> test + " skipped: " + missing.orElse("") + " (CI runs it as root)");
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
        ProcessBuilder pb = new ProcessBuilder(cmd).directory(root().toFile()).redirectErrorStream(true);
        // Inside a Maven build the jars were just built: never start a nested build from the test.
        pb.environment().put("H2CLAB_NO_BUILD", "1");
        Process p = pb.start();
        StringBuilder out = new StringBuilder();
        Thread reader = new Thread(() -> {
            try {
                out.append(new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8));
            } catch (IOException e) {
                out.append("(output lost: ").append(e).append(')');
            }
        });
        reader.start();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(timeoutSeconds);
        while (interrupt != null && p.isAlive() && System.nanoTime() < deadline) {
            if (interrupt.getAsBoolean()) {
                // ./lab execs java, so the launcher's pid is the lab's JVM
                new ProcessBuilder("kill", "-INT", Long.toString(p.pid())).inheritIO().start().waitFor();
                break;
            }
            Thread.sleep(200);
        }
        if (!p.waitFor(Math.max(1, deadline - System.nanoTime()), TimeUnit.NANOSECONDS)) {
            p.descendants().forEach(ProcessHandle::destroy);
            p.destroy();
            p.waitFor(20, TimeUnit.SECONDS);
            p.destroyForcibly();
            reader.join(5_000);
            fail("./lab " + String.join(" ", args) + " did not finish in " + timeoutSeconds + "s; output:\n" + out);
        }
        reader.join(10_000);
        return new Run(p.exitValue(), out.toString());
    }
}
