package dev.h2clab.catalog.support;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Runs an external client (curl, h2load, ss) with a hard timeout, capturing its output. */
public final class ExternalCommand {

    public record Result(int exitCode, String output) {
    }

    private ExternalCommand() {
    }

    /** Fails the test with a clear message when {@code binary} is not on the PATH. */
    public static void require(String binary, String debianPackage) {
        String path = System.getenv().getOrDefault("PATH", "");
        for (String dir : path.split(File.pathSeparator)) {
            if (Files.isExecutable(Path.of(dir, binary))) {
                return;
            }
        }
        fail(binary + " is required by this test but is not on the PATH: install the Debian package "
                + debianPackage + " (CI's .ci/run installs it)");
    }

    /** Runs {@code command}; stdout and stderr merged. Fails if it outlives {@code timeout}. */
    public static Result run(Duration timeout, String... command) {
        List<String> cmd = new ArrayList<>(List.of(command));
        try {
            Path out = Files.createTempFile("catalog-test-", ".out");
            try {
                Process process = new ProcessBuilder(cmd).redirectErrorStream(true)
                        .redirectOutput(out.toFile()).start();
                if (!process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
                    process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
                    fail(String.join(" ", cmd) + " did not finish within " + timeout + ":\n"
                            + Files.readString(out, StandardCharsets.UTF_8));
                }
                return new Result(process.exitValue(), Files.readString(out, StandardCharsets.UTF_8));
            } finally {
                Files.deleteIfExists(out);
            }
        } catch (IOException e) {
            throw new AssertionError("could not run " + String.join(" ", cmd), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted while running " + String.join(" ", cmd), e);
        }
    }
}
