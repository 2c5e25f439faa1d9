package dev.h2clab.loadtests.cli;

import dev.h2clab.loadtests.LabCommand;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import picocli.CommandLine;

import java.io.PrintWriter;
import java.io.StringWriter;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * Bad {@code ./lab rollout}, {@code ./lab bench} (and one {@code ./lab sweep}) options end with exit 2 and a message naming the option, before
 * anything starts ({@code ./lab compare}'s are in {@link CompareOptionsTest}).
 */
class OptionRefusalTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = ';', value = {
            "rollout --replicas 0; --replicas must be 1..5, got 0",
            "rollout --replicas 6; --replicas must be 1..5, got 6",
            "rollout --rate 0; --rate must be in (0, 20000]",
            "rollout --fanout 65; --fanout must be 1..64, got 65",
            "rollout --protocols http3; unknown protocol 'http3'",
            "rollout --client okhttp; unknown client 'okhttp'",
            "rollout --client jdk; the jdk client cannot do h2c with prior knowledge",
            "rollout --client jdk --protocols http1,h2c-upgrade,h2c; use --protocols http1,h2c-upgrade with --client jdk",
            "rollout --start-at 30s --duration 25s; --start-at (30s) must be inside --duration (25s)",
            "rollout --interval 2m; --interval must be 0..60s",
            "rollout --slow-ms -1; --slow-ms must be >= 0",
            "rollout --bytes 17m; --bytes must be 0..16m",
            "rollout --bff-env BFF_CATALOG_PROTOCOL=h2c; --bff-env cannot set BFF_CATALOG_PROTOCOL",
            "rollout --pods kind; --pods must be loopback or netns, got 'kind'",
            "sweep --clients jdk; use --protocols http1,h2c-upgrade with --clients jdk",
            "bench --rounds 0; --rounds must be 1..20, got 0",
            "bench --connections 0; --connections must be 1..1000, got 0",
            "bench --streams 1001; --streams must be 1..1000, got 1001",
            "bench --rate 0; --rate must be in (0, 50000]",
            "bench --heap-mb 32; --heap-mb must be 64..16384, got 32",
            "bench --duration 0s; --duration must be at least 1s",
            "bench --java /no/such/java; --java /no/such/java is not a working java: cannot start /no/such/java",
            "bench --java /bin/true; --java /bin/true is not a working java"})
    void refusesWithTheOptionsName(String args, String message) {
        StringWriter err = new StringWriter();
        CommandLine cmd = LabCommand.commandLine();
        cmd.setErr(new PrintWriter(err));
        cmd.setOut(new PrintWriter(new StringWriter()));

        int code = cmd.execute(args.split(" "));

        assertThat(code).as(err.toString()).isEqualTo(2);
        assertThat(err.toString()).contains(message);
    }
}
