package dev.h2clab.loadtests.netns;

import dev.h2clab.support.process.Command;

import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.List;

/** Runs one short administrative command (ip, nft, cat) with a timeout and returns its stdout. */
final class Exec {

    /** Setup commands finish in milliseconds; a generous bound still keeps a wedged command from hanging a run. */
    static final Duration TIMEOUT = Duration.ofSeconds(20);

    private Exec() {
    }

    static String run(List<String> command) {
        return run(command, null);
    }

    /** Runs {@code command}, feeding {@code stdin} when not null; throws with stderr on a non-zero exit. */
    static String run(List<String> command, String stdin) {
        Command.Result result = tryRun(command, stdin);
        if (!result.ok()) {
            throw new NetnsException(String.join(" ", command) + " exited " + result.exitCode()
                    + ": " + result.stderr().strip());
        }
        return result.stdout();
    }

    /** Like {@link #run} but reports the exit code instead of throwing; for probes and idempotent deletes. */
    static Command.Result tryRun(List<String> command, String stdin) {
        try {
            return Command.run(command, stdin, TIMEOUT);
        } catch (UncheckedIOException e) {
            throw new NetnsException(e.getMessage(), e);
        }
    }
}
