package dev.h2clab.loadtests.cli;

import dev.h2clab.loadtests.pair.Placements;
import dev.h2clab.loadtests.scenario.CellPlan;
import dev.h2clab.loadtests.scenario.ClientKind;
import dev.h2clab.loadtests.scenario.Presets;
import dev.h2clab.loadtests.scenario.Protocol;
import picocli.CommandLine;

import java.time.Duration;
import java.util.Collection;
import java.util.Map;
import java.util.Set;

/** Range and combination checks of {@code compare}: every violation is a clear message and exit code 2. */
final class OptionChecks {

    private OptionChecks() {
    }

    static CellPlan.Pods check(CompareCommand c) {
        CommandLine cmd = c.spec.commandLine();
        if (c.vus != null && c.rate != null) {
            throw new CommandLine.ParameterException(cmd, "--vus (closed model) and --rate (open model) exclude each other");
        }
        range(cmd, "--vus", c.vus, 1, 10_000);
        if (c.rate != null && !(c.rate > 0 && c.rate <= 1_000_000)) {
            throw new CommandLine.ParameterException(cmd, "--rate must be > 0 and <= 1000000 req/s, got " + c.rate);
        }
        range(cmd, "--repeats", c.repeats, 1, 100);
        range(cmd, "--fanout", c.fanout, 1, 64);
        range(cmd, "--pool", c.pool, 1, 1024);
        range(cmd, "--delay-ms", c.delayMs, 0, 10_000);
        if (c.bytes != null && (c.bytes < 0 || c.bytes > 16_777_216)) {
            throw new CommandLine.ParameterException(cmd, "--bytes must be 0..16777216 (16 MiB), got " + c.bytes);
        }
        if (c.warmup != null && c.warmup.isNegative()) {
            throw new CommandLine.ParameterException(cmd, "--warmup must not be negative");
        }
        if (c.duration != null && c.duration.compareTo(Duration.ofSeconds(1)) < 0) {
            throw new CommandLine.ParameterException(cmd, "--duration must be at least 1s, got " + c.duration.toMillis() + "ms");
        }
        if (!c.fresh && (c.warmup != null || c.duration != null || c.repeats != null)) {
            throw new CommandLine.ParameterException(cmd, "--warmup, --duration and --repeats shape cold cells and need "
                    + "--fresh; the warm engine takes --window, --pairs and --max-warmup");
        }
        if (c.fresh && (c.window != null || c.pairs != null || c.maxWarmup != null)) {
            throw new CommandLine.ParameterException(cmd, "--window, --pairs and --max-warmup belong to the warm engine; "
                    + "with --fresh use --warmup, --duration and --repeats");
        }
        range(cmd, "--pairs", c.pairs, 6, 100);
        if (c.window != null && c.window.compareTo(Duration.ofSeconds(1)) < 0) {
            throw new CommandLine.ParameterException(cmd, "--window must be at least 1s, got " + c.window.toMillis() + "ms");
        }
        if (c.maxWarmup != null && c.maxWarmup.compareTo(Duration.ofSeconds(6)) < 0) {
            throw new CommandLine.ParameterException(cmd, "--max-warmup must be at least 6s (3 rounds of slices), got "
                    + c.maxWarmup.toMillis() + "ms");
        }
        if (c.noiseLimit != null && !(c.noiseLimit > 0 && c.noiseLimit <= 100)) {
            throw new CommandLine.ParameterException(cmd, "--noise-limit must be > 0 and <= 100 percent, got "
                    + c.noiseLimit);
        }
        if (c.minEffect != null && !(c.minEffect >= 0 && c.minEffect <= 100)) {
            throw new CommandLine.ParameterException(cmd, "--min-effect must be 0..100 percent, got " + c.minEffect);
        }
        if (c.fresh && c.minEffect != null) {
            throw new CommandLine.ParameterException(cmd, "--min-effect applies to the warm engine's interval; --fresh "
                    + "judges by repeat ranges");
        }
        if ((c.fanout != null || c.bytes != null) && c.scenarios != null) {
            c.scenarios.stream().filter(s -> !Presets.get(s).endpoint().equals("burst")).findFirst().ifPresent(s -> {
                throw new CommandLine.ParameterException(cmd, "--fanout and --bytes apply to burst, small-file and "
                        + "large-file only; scenario '" + s + "' has a fixed call pattern");
            });
        }
        jdkNeedsUpgrade(cmd, c.clients, c.protocols, "--clients");
        c.services.check(cmd);
        return pods(cmd, c.pods, c.loss);
    }

    /** Extra service environment: plain variable names, and never the keys that define the cell itself. */
    static void environment(CommandLine cmd, String option, Map<String, String> env, Set<String> reserved,
                                    String hint) {
        if (env == null) {
            return;
        }
        for (String key : env.keySet()) {
            if (!key.matches("[A-Z][A-Z0-9_]*")) {
                throw new CommandLine.ParameterException(cmd, option + " takes KEY=VALUE with an environment variable "
                        + "name of A-Z, 0-9 and _, got '" + key + "'");
            }
            if (reserved.contains(key)) {
                throw new CommandLine.ParameterException(cmd, option + " cannot set " + key + ": the lab sets it for "
                        + "each cell (" + hint + ")");
            }
        }
    }

    static CellPlan.Pods pods(CommandLine cmd, String pods, Double loss) {
        CellPlan.Pods mode = switch (pods) {
            case "loopback" -> CellPlan.Pods.LOOPBACK;
            case "netns" -> CellPlan.Pods.NETNS;
            default -> throw new CommandLine.ParameterException(cmd, "--pods must be loopback or netns, got '" + pods + "'");
        };
        if (loss != null && mode != CellPlan.Pods.NETNS) {
            throw new CommandLine.ParameterException(cmd, "--loss needs --pods netns (packets are dropped on the "
                    + "catalog pod's link; loopback has no link to drop them on)");
        }
        if (loss != null && !(loss > 0 && loss <= 50)) {
            throw new CommandLine.ParameterException(cmd, "--loss must be > 0 and <= 50 percent, got " + loss);
        }
        if (mode == CellPlan.Pods.NETNS) {
            String missing = Placements.netnsUnavailable();
            if (missing != null) {
                throw new CommandLine.ParameterException(cmd, "--pods netns: " + missing
                        + " (no fallback to loopback: run as root, or use --pods loopback)");
            }
        }
        return mode;
    }

    /**
     * The JDK HttpClient only upgrades, so the bff refuses jdk with h2c prior knowledge at start-up: every command
     * says so before it starts anything. {@code clientOption} is the command's own option name.
     */
    static void jdkNeedsUpgrade(CommandLine cmd, Collection<ClientKind> clients, Collection<Protocol> protocols,
                                String clientOption) {
        if (clients.contains(ClientKind.JDK) && protocols.contains(Protocol.H2C)) {
            throw new CommandLine.ParameterException(cmd, "the jdk client cannot do h2c with prior knowledge (the JDK "
                    + "HttpClient only upgrades); use --protocols http1,h2c-upgrade with " + clientOption + " jdk");
        }
    }

    static void range(CommandLine cmd, String option, Integer value, int min, int max) {
        if (value != null && (value < min || value > max)) {
            throw new CommandLine.ParameterException(cmd, option + " must be " + min + ".." + max + ", got " + value);
        }
    }
}
