package dev.h2clab.loadtests.cli;

import com.fasterxml.jackson.databind.JsonNode;
import dev.h2clab.loadtests.pair.LabPaths;
import dev.h2clab.loadtests.report.ReadmeResults;
import dev.h2clab.loadtests.report.ResultsJson;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

/** {@code ./lab readme-results DIR...}: regenerates README's results section from the runs' results.json. */
@Command(name = "readme-results", mixinStandardHelpOptions = true,
        description = {"Rewrites the results section of README.md (between its results markers) from the "
                + "results.json of each run directory given, in that order: command line, date, commit, machine, "
                + "tables and verdicts. No figure in that section is typed by hand."},
        footer = {"", "Example: ./lab readme-results loadtests/published/default"})
public final class ReadmeResultsCommand implements Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(paramLabel = "DIR", arity = "1..*", description = "Run directories, each with a results.json.")
    List<Path> dirs;

    @Option(names = "--readme", paramLabel = "FILE", description = "The file to rewrite. Default: README.md at the "
            + "repository root.")
    Path readme;

    @Override
    public Integer call() throws Exception {
        Path file = readme != null ? readme : LabPaths.root().resolve("README.md");
        List<JsonNode> runs = new ArrayList<>();
        List<String> names = new ArrayList<>();
        for (Path dir : dirs) {
            Path json = dir.resolve("results.json");
            if (!Files.isRegularFile(json)) {
                throw new CommandLine.ParameterException(spec.commandLine(), "no results.json in " + dir);
            }
            runs.add(ResultsJson.mapper().readTree(json.toFile()));
            Path rel = file.toAbsolutePath().getParent().relativize(json.toAbsolutePath().normalize());
            names.add(rel.toString());
        }
        String text = Files.readString(file, StandardCharsets.UTF_8);
        try {
            Files.writeString(file, ReadmeResults.replaceSection(text, ReadmeResults.render(runs, names)),
                    StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), file + ": " + e.getMessage());
        }
        spec.commandLine().getOut().println("rewrote the results section of " + file + " from " + runs.size() + " run(s)");
        return 0;
    }
}
