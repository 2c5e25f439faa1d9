package dev.h2clab.loadtests;

import dev.h2clab.loadtests.cli.BenchCommand;
import dev.h2clab.loadtests.cli.CeilingCommand;
import dev.h2clab.loadtests.cli.ReadmeResultsCommand;
import dev.h2clab.loadtests.cli.RolloutCommand;
import dev.h2clab.loadtests.cli.SweepCommand;
import dev.h2clab.loadtests.cli.CompareCommand;
import dev.h2clab.loadtests.cli.UsageErrorHandler;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** Entry point of {@code ./lab}: the HTTP/1.1 vs h2c comparison, the sweep, the rollout experiment, the bench and the driver's ceiling. */
@Command(name = "lab", mixinStandardHelpOptions = true, version = "h2c lab 0.1.0",
        description = "Measures h2c (cleartext HTTP/2) against HTTP/1.1 between gateway-bff and catalog-service.",
        subcommands = {CompareCommand.class, SweepCommand.class, RolloutCommand.class, BenchCommand.class, CeilingCommand.class, ReadmeResultsCommand.class,
                CommandLine.HelpCommand.class},
        footer = {"", "Start with: ./lab compare    (default suite: a win, a tie and a loss for h2c, about 6 minutes)",
                "Exit codes: 0 ok, 1 a cell failed (startup or protocol verification), 2 bad options."})
public final class LabCommand implements Runnable {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    public static void main(String[] args) {
        System.exit(commandLine().execute(args));
    }

    /** The configured command line (also used by tests). */
    public static CommandLine commandLine() {
        return new CommandLine(new LabCommand()).setParameterExceptionHandler(new UsageErrorHandler());
    }

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "missing command: compare, sweep, rollout, bench, ceiling or readme-results");
    }
}
