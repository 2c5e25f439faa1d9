package dev.h2clab.loadtests.cli;

import dev.h2clab.loadtests.LabCommand;
import dev.h2clab.loadtests.scenario.CellPlan;
import dev.h2clab.loadtests.scenario.ClientKind;
import dev.h2clab.loadtests.scenario.Protocol;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import picocli.CommandLine;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

class CompareOptionsTest {

    /** Exit code and stderr of {@code lab <args>}; only invalid options are used, so nothing is started. */
    private record Run(int exitCode, String err) {
    }

    private static Run run(String... args) {
        StringWriter err = new StringWriter();
        CommandLine cmd = LabCommand.commandLine();
        cmd.setErr(new PrintWriter(err));
        cmd.setOut(new PrintWriter(new StringWriter()));
        return new Run(cmd.execute(args), err.toString());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = ';', value = {
            "compare --protocols http3; unknown protocol 'http3'; one of http1, h2c, h2c-upgrade",
            "compare --clients okhttp; unknown client 'okhttp'",
            "compare --scenario nope; unknown scenario 'nope'; one of single, burst",
            "compare --loss 2; --loss needs --pods netns",
            "compare --vus 4 --rate 100; exclude each other",
            "compare --vus 0; --vus must be 1..10000, got 0",
            "compare --rate -5; --rate must be > 0",
            "compare --fanout 65 --scenario burst; --fanout must be 1..64, got 65",
            "compare --fanout 8 --scenario single; apply to burst, small-file and large-file only",
            "compare --bytes 17m --scenario large-file; --bytes must be 0..16777216",
            "compare --bytes lots; not a byte count",
            "compare --fresh --duration 0s; --duration must be at least 1s",
            "compare --warmup soon; not a duration",
            "compare --fresh --repeats 0; --repeats must be 1..100",
            "compare --duration 20s; need --fresh; the warm engine takes --window, --pairs and --max-warmup",
            "compare --fresh --window 2s; belong to the warm engine",
            "compare --pairs 5; --pairs must be 6..100, got 5",
            "compare --window 500ms; --window must be at least 1s",
            "compare --max-warmup 2s; --max-warmup must be at least 6s",
            "compare --noise-limit 0; --noise-limit must be > 0 and <= 100",
            "compare --delay-ms 10001; --delay-ms must be 0..10000",
            "compare --pods docker; --pods must be loopback or netns",
            "compare --clients jdk --protocols http1,h2c; the jdk client cannot do h2c with prior knowledge",
            "compare --bff-env BFF_CATALOG_PROTOCOL=h2c; --bff-env cannot set BFF_CATALOG_PROTOCOL",
            "compare --catalog-env QUARKUS_HTTP_PORT=1; --catalog-env cannot set QUARKUS_HTTP_PORT",
            "compare --bff-env lower=1; --bff-env takes KEY=VALUE with an environment variable name",
            "compare --no-such-option; Unknown option: '--no-such-option'",
            "frobnicate; Unmatched argument"})
    void badOptionsExitWith2AndAClearMessage(String args, String message) {
        Run r = run(args.split(" "));
        assertThat(r.exitCode()).as(r.err()).isEqualTo(2);
        assertThat(r.err()).contains("error: ").contains(message).contains("--help");
    }

    @Test
    void netnsWithoutRootIsAClearErrorNotAFallback() {
        String reason = dev.h2clab.loadtests.pair.Placements.netnsUnavailable();
        // as root with ip and nft (CI) there is nothing to refuse: LabCompareNetnsIT runs --pods netns there
        assumeFalse(reason == null, "skipped: root with ip and nft, so --pods netns is available and is not refused");
        Run r = run("compare", "--pods", "netns");
        assertThat(r.exitCode()).isEqualTo(2);
        assertThat(r.err()).contains("--pods netns: ").contains("no fallback to loopback");
    }

    @Test
    void optionsParseIntoTypedValues() {
        CompareCommand c = parse("--scenario", "burst,single", "--scenario", "page", "--protocols", "http1,h2c-upgrade",
                "--clients", "jdk,web-client", "--rate", "250", "--warmup", "500ms", "--duration", "2m", "--bytes", "12k",
                "--pods", "loopback", "--out", "x");
        assertThat(c.scenarios).containsExactly("burst", "single", "page");
        assertThat(c.protocols).containsExactly(Protocol.HTTP1, Protocol.H2C_UPGRADE);
        assertThat(c.clients).containsExactly(ClientKind.JDK, ClientKind.WEB_CLIENT);
        assertThat(c.rate).isEqualTo(250.0);
        assertThat(c.warmup).isEqualTo(Duration.ofMillis(500));
        assertThat(c.duration).isEqualTo(Duration.ofMinutes(2));
        assertThat(c.bytes).isEqualTo(12_288L);
    }

    @Test
    void defaultsAreHttp1AgainstH2cWithTheWebClientOnLoopback() {
        CompareCommand c = parse();
        assertThat(c.protocols).containsExactly(Protocol.HTTP1, Protocol.H2C);
        assertThat(c.clients).containsExactly(ClientKind.WEB_CLIENT);
        assertThat(OptionChecks.check(c)).isEqualTo(CellPlan.Pods.LOOPBACK);
        assertThat(c.scenarios).isNull();
    }

    @Test
    void helpAndTheReadmeDocumentEveryOptionOfEveryCommand() throws Exception {
        String readme = Files.readString(Path.of("README.md"));
        CommandLine root = LabCommand.commandLine();
        for (Map.Entry<String, CommandLine> sub : root.getSubcommands().entrySet()) {
            StringWriter out = new StringWriter();
            CommandLine cmd = LabCommand.commandLine();
            cmd.setOut(new PrintWriter(out));
            PrintStream stderr = System.err;
            ByteArrayOutputStream warnings = new ByteArrayOutputStream();
            System.setErr(new PrintStream(warnings, true, StandardCharsets.UTF_8));
            try {
                assertThat(cmd.execute(sub.getKey(), "--help")).isZero();
            } finally {
                System.setErr(stderr);
            }
            // a lone '%' in a description makes picocli print it unformatted, with a warning on stderr
            assertThat(warnings.toString(StandardCharsets.UTF_8)).as(sub.getKey() + " --help formats cleanly")
                    .doesNotContain("WARN");
            for (CommandLine.Model.OptionSpec option : sub.getValue().getCommandSpec().options()) {
                if (option.usageHelp() || option.versionHelp()) {
                    continue;
                }
                assertThat(out.toString()).as(sub.getKey() + " --help").contains(option.longestName());
                assertThat(readme).as("loadtests/README.md documents " + sub.getKey() + " " + option.longestName())
                        .contains("`" + option.longestName());
            }
        }
    }

    private static CompareCommand parse(String... args) {
        CommandLine cmd = LabCommand.commandLine();
        String[] full = new String[args.length + 1];
        full[0] = "compare";
        System.arraycopy(args, 0, full, 1, args.length);
        CommandLine.ParseResult result = cmd.parseArgs(full);
        return (CompareCommand) result.subcommand().commandSpec().userObject();
    }
}
