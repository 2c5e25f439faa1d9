package dev.h2clab.catalog.support;

import static org.junit.jupiter.api.Assertions.fail;

import java.time.Duration;
import java.util.List;

import dev.h2clab.support.process.Command;

/** Runs an external client (curl, h2load, nghttp, ss) through lab-support's runner; problems become test failures. */
public final class ExternalCommand {

    /** Exit code and stdout followed by stderr. */
    public record Result(int exitCode, String output) {
    }

    private ExternalCommand() {
    }

    /** Fails the test with a clear message when {@code binary} is not on the PATH. */
    public static void require(String binary, String debianPackage) {
        if (Command.which(binary).isEmpty()) {
            fail(binary + " is required by this test but is not on the PATH: install the Debian package "
                    + debianPackage + " (CI's .ci/run installs it)");
        }
    }

    /** Runs {@code command}. Fails if it cannot start or outlives {@code timeout}. */
    public static Result run(Duration timeout, String... command) {
        try {
            Command.Result r = Command.run(List.of(command), null, timeout);
            return new Result(r.exitCode(), r.stdout() + r.stderr());
        } catch (RuntimeException e) {
            throw new AssertionError(e.getMessage(), e);
        }
    }
}
