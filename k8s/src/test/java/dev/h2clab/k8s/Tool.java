package dev.h2clab.k8s;

import static org.junit.jupiter.api.Assertions.fail;

import java.time.Duration;
import java.util.List;
import java.util.Optional;

import dev.h2clab.support.process.Command;

/** External commands the tests need (kubectl, promtool, prometheus, h2load, curl): lab-support's runner, as test failures. */
final class Tool {

    private Tool() {
    }

    /** The absolute path of {@code name}, or a test failure naming the package that provides it. */
    static String require(String name, String provider) {
        return find(name).orElseGet(() -> fail(name + " is required by this test and not on PATH: " + provider));
    }

    static Optional<String> find(String name) {
        return Command.which(name);
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
            Command.Result r = Command.run(command, null, Duration.ofSeconds(timeoutSeconds));
            return new Result(r.exitCode(), r.stdout(), r.stderr());
        } catch (RuntimeException e) {
            return fail(e.getMessage(), e);
        }
    }

    record Result(int exitCode, String stdout, String stderr) {
        String output() {
            return stdout + (stderr.isBlank() ? "" : "\n" + stderr);
        }
    }
}
