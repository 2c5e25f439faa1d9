package dev.h2clab.loadtests.cli;

import com.fasterxml.jackson.databind.JsonNode;
import dev.h2clab.loadtests.bench.BenchReport;
import dev.h2clab.loadtests.pair.LabPaths;
import dev.h2clab.loadtests.report.ReadmeResults;
import dev.h2clab.loadtests.report.ResultsJson;
import dev.h2clab.loadtests.rollout.RolloutReport;
import dev.h2clab.loadtests.sweep.SweepFiles;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

/** {@code ./lab readme-results DIR...}: regenerates README's results section from the runs' results.json. */
@Command(name = "readme-results", mixinStandardHelpOptions = true,
        description = {"Rewrites the results sections of README.md (between their markers) from the results.json "
                + "(./lab compare), rollout.json (./lab rollout), bench.json (./lab bench) or sweep.json (./lab sweep) of each run directory given: "
                + "command line, date, commit, machine, tables and verdicts. No figure in them is typed by hand."},
        footer = {"", "Example: ./lab readme-results loadtests/published/default-suite loadtests/published/rollout"})
public final class ReadmeResultsCommand implements Callable<Integer> {

    /** The file each kind of run leaves, in the order a directory is searched. */
    private static final List<String> KINDS = List.of("results.json", "rollout.json", "bench.json", "sweep.json");

    @CommandLine.Spec
    CommandLine.Model.CommandSpec spec;

    @Parameters(paramLabel = "DIR", arity = "1..*", description = "Run directories, each with a results.json, a "
            + "rollout.json, a bench.json or a sweep.json.")
    List<Path> dirs;

    @Option(names = "--readme", paramLabel = "FILE", description = "The file to rewrite. Default: README.md at the "
            + "repository root.")
    Path readme;

    @Override
    public Integer call() throws Exception {
        Path file = readme != null ? readme : LabPaths.root().resolve("README.md");
        Map<String, List<JsonNode>> found = new LinkedHashMap<>();
        Map<String, List<String>> names = new LinkedHashMap<>();
        for (Path dir : dirs) {
            String kind = KINDS.stream().filter(k -> Files.isRegularFile(dir.resolve(k))).findFirst().orElseThrow(
                    () -> new CommandLine.ParameterException(spec.commandLine(), "no " + String.join(", ", KINDS)
                            + " in " + dir));
            Path json = dir.resolve(kind);
            JsonNode root = ResultsJson.mapper().readTree(json.toFile());
            if (kind.equals("sweep.json")) {
                SweepFiles.writeMaps(dir, SweepFiles.view(root)); // the images the section shows, from the same JSON
            }
            found.computeIfAbsent(kind, k -> new ArrayList<>()).add(root);
            names.computeIfAbsent(kind, k -> new ArrayList<>()).add(file.toAbsolutePath().getParent()
                    .relativize(json.toAbsolutePath().normalize()).toString());
        }
        String text = Files.readString(file, StandardCharsets.UTF_8);
        try {
            if (found.containsKey("results.json")) {
                text = ReadmeResults.replaceSection(text, ReadmeResults.render(found.get("results.json"),
                        names.get("results.json")));
            }
            if (found.containsKey("rollout.json")) {
                text = ReadmeResults.replaceSection(text, RolloutReport.readmeSection(found.get("rollout.json"),
                        names.get("rollout.json")), RolloutReport.README_BEGIN, RolloutReport.README_END);
            }
            if (found.containsKey("sweep.json")) {
                text = ReadmeResults.replaceSection(text, SweepFiles.readmeSection(found.get("sweep.json"),
                        names.get("sweep.json")), SweepFiles.README_BEGIN, SweepFiles.README_END);
            }
            if (found.containsKey("bench.json")) {
                text = ReadmeResults.replaceSection(text, BenchReport.readmeSection(found.get("bench.json"),
                        names.get("bench.json")), BenchReport.README_BEGIN, BenchReport.README_END);
            }
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(spec.commandLine(), file + ": " + e.getMessage());
        }
        Files.writeString(file, text, StandardCharsets.UTF_8);
        spec.commandLine().getOut().printf("rewrote %s from %d comparison run(s), %d rollout run(s), %d bench "
                        + "run(s) and %d sweep(s)%n", file, found.getOrDefault("results.json", List.of()).size(),
                found.getOrDefault("rollout.json", List.of()).size(), found.getOrDefault("bench.json", List.of()).size(),
                found.getOrDefault("sweep.json", List.of()).size());
        return 0;
    }
}
