package dev.h2clab.k8s;

import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/** External commands the tests need (kubectl, promtool, prometheus, h2load, curl), run with a timeout. */
final class Tool {

    private Tool() {
    }

    /** The absolute path of {@code name}, or a test failure naming the package that provides it. */
    static String require(String name, String provider) {
        return find(name).orElseGet(() -> fail(name + " is required by this test and not on PATH: " + provider));
    }

    static Optional<String> find(String name) {
        List<String> dirs = new ArrayList<>(List.of(System.getenv().getOrDefault("PATH", "").split(":")));
        dirs.addAll(List.of("/usr/local/bin", "/usr/bin", "/usr/sbin", "/bin", "/sbin"));
        return dirs.stream().filter(d -> !d.isBlank()).map(d -> Path.of(d, name))
                .filter(Files::isExecutable).map(Path::toString).findFirst();
    }

    /** Runs {@code command}; returns stdout, or fails with stdout and stderr on a non-zero exit. */
    static String run(List<String> command, int timeoutSeconds) {
        Result result = tryRun(command, timeoutSeconds);
        if (result.exitCode() != 0) {
            fail(String.join(" ", command) + " exited " + result.exitCode() + "\n" + result.output());
        }
        return result.stdout();
    }

    static Result tryRun(List<String> command, int timeoutSeconds) {
        try {
            Path err = Files.createTempFile("tool", ".err");
            Path out = Files.createTempFile("tool", ".out");
            try {
                Process process = new ProcessBuilder(command).redirectOutput(out.toFile())
                        .redirectError(err.toFile()).start();
                if (!process.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
                    process.destroyForcibly();
                    fail(String.join(" ", command) + " did not finish within " + timeoutSeconds + " s");
                }
                return new Result(process.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
                        Files.readString(err, StandardCharsets.UTF_8));
            } finally {
                Files.deleteIfExists(out);
                Files.deleteIfExists(err);
            }
        } catch (IOException e) {
            return fail("cannot run " + command.get(0) + ": " + e.getMessage());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return fail("interrupted while running " + command.get(0));
        }
    }

    record Result(int exitCode, String stdout, String stderr) {
        String output() {
            return stdout + (stderr.isBlank() ? "" : "\n" + stderr);
        }
    }
}
