package dev.h2clab.loadtests.cli;

import dev.h2clab.loadtests.LabCommand;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import picocli.CommandLine;

import java.io.PrintWriter;
import java.io.StringWriter;

import static org.assertj.core.api.Assertions.assertThat;

/** Bad {@code ./lab bench} options end with exit 2 and a message naming the option, before anything starts. */
class BenchOptionsTest {

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = ';', value = {
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
