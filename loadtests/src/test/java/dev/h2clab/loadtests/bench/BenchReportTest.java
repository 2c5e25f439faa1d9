package dev.h2clab.loadtests.bench;

import com.fasterxml.jackson.databind.JsonNode;
import dev.h2clab.loadtests.report.MachineFacts;
import dev.h2clab.loadtests.report.ResultsJson;
import dev.h2clab.loadtests.report.RunInfo;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class BenchReportTest {

    @Test
    void textShowsEveryRatioWithItsGoalAndTheRawFigures() {
        JavaRun run = BenchFiguresTest.run(BenchFiguresTest.round(45_000, 120_000, 0.2, 0.7, 50, 250));
        String text = BenchReport.text(run, BenchFiguresTest.PLAN);

        assertThat(text).contains("java 17 (java), -Xmx256m -XX:+UseSerialGC",
                        "CPU used outside the bench per round: 2%\n")
                .containsPattern("catalog HTTP/1.1 req/s / nginx \\(h2load -c 16\\)\\s+0\\.75x\\s+0\\.75-0\\.75\\s+>= 0\\.9x\\s+NOT MET")
                .containsPattern("bff http1 p50 / catalog direct p50 \\(open model, 1000 req/s\\)\\s+3\\.50x")
                .containsPattern("catalog-service http1\\s+45000\\s+0\\.30\\s+2%")
                .containsPattern("nginx http1\\s+60000\\s+0\\.20\\s+-")
                .containsPattern("bff h2c\\s+1\\.40\\s+3\\s+750\\s+5%")
                .containsPattern("catalog-service\\s+1\\.50 s\\s+180 MB");
    }

    @Test
    void readmeSectionIsRenderedFromBenchJson(@TempDir Path dir) throws Exception {
        JavaRun run = BenchFiguresTest.run(BenchFiguresTest.round(45_000, 120_000, 0.2, 0.7, 50, 250));
        RunInfo info = new RunInfo("2026-12-03T10:00:00Z", "0123456789abcdef", List.of("bench", "--rounds", "1"),
                "loopback", MachineFacts.current());
        BenchReport.write(dir, info, BenchFiguresTest.PLAN, List.of(run));

        assertThat(Files.readString(dir.resolve("bench.md"))).contains("`./lab bench --rounds 1` at 0123456789abcdef");
        JsonNode json = ResultsJson.mapper().readTree(dir.resolve("bench.json").toFile());
        String section = BenchReport.readmeSection(List.of(json), List.of("loadtests/published/bench/bench.json"));

        assertThat(section).startsWith(BenchReport.README_BEGIN).endsWith(BenchReport.README_END)
                .contains("#### `./lab bench --rounds 1`", "2026-12-03, commit `0123456789ab`",
                        "(loadtests/published/bench/bench.json)", BenchReport.text(run, BenchFiguresTest.PLAN));
    }
}
