package dev.h2clab.loadtests.cli;

import picocli.CommandLine;

import java.io.PrintWriter;

/** Bad options: one clear line and where to get help, exit code 2 (no wall of usage text). */
public final class UsageErrorHandler implements CommandLine.IParameterExceptionHandler {

    @Override
    public int handleParseException(CommandLine.ParameterException ex, String[] args) {
        CommandLine cmd = ex.getCommandLine();
        PrintWriter err = cmd.getErr();
        err.println("error: " + ex.getMessage());
        CommandLine.UnmatchedArgumentException.printSuggestions(ex, err);
        err.println("Try './lab " + cmd.getCommandSpec().qualifiedName(" ").replaceFirst("^lab ?", "")
                + (cmd.getCommandSpec().name().equals("lab") ? "" : " ") + "--help' for the options.");
        err.flush();
        return CommandLine.ExitCode.USAGE;
    }
}
