package dev.h2clab.loadtests.report;

import dev.h2clab.loadtests.analysis.ScenarioResult;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** Writes results.json, summary.md and report.html into the output directory (.hgrm logs are already there). */
public final class ReportWriter {

    private ReportWriter() {
    }

    public static void write(Path outDir, RunInfo info, List<ScenarioResult> reports) throws IOException {
        Files.createDirectories(outDir);
        ResultsJson.write(outDir.resolve("results.json"), info, reports);
        Files.writeString(outDir.resolve("summary.md"), MarkdownSummary.render(reports, info), StandardCharsets.UTF_8);
        Files.writeString(outDir.resolve("report.html"), HtmlReport.render(reports, info), StandardCharsets.UTF_8);
    }
}
