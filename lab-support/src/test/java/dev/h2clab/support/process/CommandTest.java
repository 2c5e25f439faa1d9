package dev.h2clab.support.process;

import org.junit.jupiter.api.Test;

import java.time.Duration;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class CommandTest {

    @Test
    void collectsOutputExitCodeAndFeedsInput() {
        Command.Result r = Command.run(List.of("sh", "-c", "cat; echo oops >&2; exit 3"), "hello", Duration.ofSeconds(10));

        assertThat(r.exitCode()).isEqualTo(3);
        assertThat(r.ok()).isFalse();
        assertThat(r.stdout()).isEqualTo("hello");
        assertThat(r.stderr()).isEqualTo("oops\n");
    }

    @Test
    void largeOutputDoesNotBlockOnAFullPipe() {
        Command.Result r = Command.run(List.of("sh", "-c", "head -c 1000000 /dev/zero; head -c 1000000 /dev/zero >&2"),
                null, Duration.ofSeconds(10));

        assertThat(r.ok()).isTrue();
        assertThat(r.stdout()).hasSize(1_000_000);
        assertThat(r.stderr()).hasSize(1_000_000);
    }

    @Test
    void killsACommandThatOverrunsItsTimeout() {
        long start = System.nanoTime();
        assertThatThrownBy(() -> Command.run(List.of("sleep", "30"), null, Duration.ofMillis(300)))
                .isInstanceOf(Command.TimeoutException.class).hasMessageContaining("did not finish within 300 ms");
        assertThat(Duration.ofNanos(System.nanoTime() - start)).isLessThan(Duration.ofSeconds(10));
    }

    @Test
    void addsToTheEnvironmentItInherits() {
        Command.Result r = Command.run(List.of("sh", "-c", "echo \"$H2CLAB_TEST_VAR ${PATH:+path}\""),
                Map.of("H2CLAB_TEST_VAR", "set"), null, Duration.ofSeconds(10));

        assertThat(r.stdout().strip()).isEqualTo("set path");
    }

    @Test
    void aMissingProgramIsNamed() {
        assertThatThrownBy(() -> Command.run(List.of("no-such-program-h2clab"), null, Duration.ofSeconds(5)))
                .hasMessageContaining("cannot start no-such-program-h2clab");
    }

    @Test
    void findsExecutablesOnThePathOnly() {
        assertThat(Command.which("sh")).hasValueSatisfying(path -> assertThat(path).endsWith("/sh").startsWith("/"));
        assertThat(Command.which("no-such-program-h2clab")).isEmpty();
        // a file that exists but is not executable is not a program
        assertThat(Command.which("passwd.not-a-program")).isEmpty();
    }
}
