package dev.h2clab.loadtests.rollout;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.h2clab.loadtests.report.MachineFacts;
import dev.h2clab.loadtests.report.ReadmeResults;
import dev.h2clab.loadtests.report.RunInfo;
import dev.h2clab.loadtests.scenario.ClientKind;
import dev.h2clab.loadtests.scenario.Protocol;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

/** rollout.json is the single source: the report and README's section are rendered from it, round trip included. */
class RolloutReportTest {

    private static RolloutResult result(String protocol, long lost, long retried) {
        PhaseStats before = new PhaseStats(1000, 0, 0, 20, 30, 40);
        PhaseStats during = new PhaseStats(1200, lost, 50, 25, 700, 900);
        PhaseStats after = new PhaseStats(2800, 0, 3, 21, 31, 45);
        RolloutAnalysis analysis = new RolloutAnalysis(before, during, after, 60,
                lost > 0 ? Map.of("status_502", lost) : Map.of(), List.of(before, during, PhaseStats.EMPTY));
        List<RolloutStep> steps = List.of(new RolloutStep(0, "127.0.0.1:1000", "127.0.0.1:2000", 5.0, 5.0, 5.7, 143),
                new RolloutStep(1, "127.0.0.1:1001", "127.0.0.1:2001", 8.0, 8.0, 9.2, 143));
        return new RolloutResult(protocol, 1, analysis, retried, Map.of("cancelled", 3L), steps,
                Map.of("127.0.0.1:2000", 1), 0, List.of());
    }

    @Test
    void writesTheRunAndRendersReadmesSectionFromItsJson(@TempDir Path dir) throws Exception {
        RolloutPlan plan = new RolloutPlan(List.of(Protocol.HTTP1, Protocol.H2C), ClientKind.WEB_CLIENT, 2, 200, 4, 0,
                20, 32, 1, Duration.ofSeconds(10), Duration.ofSeconds(25), Duration.ofSeconds(5),
                Duration.ofSeconds(3), Duration.ZERO, 0, 1, 256, Map.of(), Map.of());
        RunInfo info = new RunInfo("2026-12-03T14:00:00Z", "0123456789abcdef0123", List.of("rollout", "--replicas",
                "2", "--out", "somewhere"), "loopback", MachineFacts.current());
        List<RolloutResult> results = List.of(result("http1", 2, 0), result("h2c", 0, 7));

        RolloutReport.write(dir, info, plan, results);

        String md = Files.readString(dir.resolve("rollout.md"));
        assertThat(md).contains("`./lab rollout --replicas 2 --out somewhere`", "| http1 | 1 | 1 | 8.0 | 8.0 | 9.2 | 143 |",
                "Timeline", "| 1 | 700.0 (2) | 700.0 |");
        JsonNode json = new ObjectMapper().readTree(dir.resolve("rollout.json").toFile());
        String section = RolloutReport.readmeSection(List.of(json), List.of("loadtests/published/rollout/rollout.json"));
        assertThat(section).startsWith(RolloutReport.README_BEGIN).endsWith(RolloutReport.README_END)
                .contains("#### `./lab rollout --replicas 2`", "commit `0123456789ab`",
                        "http1: 2 lost of 5000 requests (0.0400 %) {status_502=2}, 53 slow, 0 downstream calls",
                        "h2c: 0 lost of 5000 requests (0 %), 53 slow, 7 downstream calls retried after GOAWAY",
                        "cancelled 3", "0.7/1.2 s", "2 catalog replicas behind a per-connection balancer");
        assertThat(section.lines().filter(l -> l.startsWith("http1 ") || l.startsWith("h2c ")).count()).isEqualTo(2);

        String readme = "# x\n" + RolloutReport.README_BEGIN + "\nSTALE FIGURES\n" + RolloutReport.README_END + "\ntail\n";
        assertThat(ReadmeResults.replaceSection(readme, section, RolloutReport.README_BEGIN, RolloutReport.README_END))
                .doesNotContain("STALE FIGURES").contains("h2c: 0 lost").endsWith("tail\n");
    }
}
