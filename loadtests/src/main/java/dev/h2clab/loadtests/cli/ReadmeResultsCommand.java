package dev.h2clab.loadtests.cli;

import com.fasterxml.jackson.databind.JsonNode;
import dev.h2clab.loadtests.pair.LabPaths;
import dev.h2clab.loadtests.report.ReadmeResults;
import dev.h2clab.loadtests.report.ResultsJson;
import dev.h2clab.loadtests.rollout.RolloutReport;
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
        description = {"Rewrites the results sections of README.md (between their markers) from the results.json "
                + "(./lab compare) or rollout.json (./lab rollout) of each run directory given, in that order: "
                + "command line, date, commit, machine, tables and verdicts. No figure in them is typed by hand."},
        footer = {"", "Example: ./lab readme-results loadtests/published/default-suite loadtests/published/rollout"})
public final class ReadmeResultsCommand implements Callable<Integer> {

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(paramLabel = "DIR", arity = "1..*", description = "Run directories, each with a results.json or a "
            + "rollout.json.")
    List<Path> dirs;

    @Option(names = "--readme", paramLabel = "FILE", description = "The file to rewrite. Default: README.md at the "
            + "repository root.")
    Path readme;

    @Override
    public Integer call() throws Exception {
        Path file = readme != null ? readme : LabPaths.root().resolve("README.md");
        List<JsonNode> runs = new ArrayList<>();
        List<String> names = new ArrayList<>();
        List<JsonNode> rollouts = new ArrayList<>();
        List<String> rolloutNames = new ArrayList<>();
        for (Path dir : dirs) {
            Path json = dir.resolve("results.json");
            Path rollout = dir.resolve("rollout.json");
            boolean compare = Files.isRegularFile(json);
            if (!compare && !Files.isRegularFile(rollout)) {
                throw new CommandLine.ParameterException(spec.commandLine(), "no results.json or rollout.json in " + dir);
            }
            Path found = compare ? json : rollout;
            (compare ? runs : rollouts).add(ResultsJson.mapper().readTree(found.toFile()));
            (compare ? names : rolloutNames).add(file.toAbsolutePath().getParent()
                    .relativize(found.toAbsolutePath().normalize()).toString());
        }
        String text = Files.readString(file, StandardCharsets.UTF_8);
        try {
            if (!runs.isEmpty()) {
                text = ReadmeResults.replaceSection(text, ReadmeResults.render(runs, names));
            }
            if (!rollouts.isEmpty()) {
                text = ReadmeResults.replaceSection(text, RolloutReport.readmeSection(rollouts, rolloutNames),
                        RolloutReport.README_BEGIN, RolloutReport.README_END);
            }
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), file + ": " + e.getMessage());
        }
        Files.writeString(file, text, StandardCharsets.UTF_8);
        spec.commandLine().getOut().printf("rewrote %s from %d comparison run(s) and %d rollout run(s)%n", file,
                runs.size(), rollouts.size());
        return 0;
    }
}
