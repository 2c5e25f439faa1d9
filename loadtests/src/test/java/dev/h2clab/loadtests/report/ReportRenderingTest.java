package dev.h2clab.loadtests.report;

import com.fasterxml.jackson.databind.JsonNode;
import dev.h2clab.loadtests.driver.TimelinePoint;
import dev.h2clab.loadtests.scenario.CellPlan;
import dev.h2clab.loadtests.scenario.ClientKind;
import dev.h2clab.loadtests.scenario.Overrides;
import dev.h2clab.loadtests.scenario.PlanBuilder;
import dev.h2clab.loadtests.scenario.Protocol;
import dev.h2clab.loadtests.stats.CellResult;
import dev.h2clab.loadtests.stats.ConnectionSamples;
import dev.h2clab.loadtests.stats.LatencySummary;
import dev.h2clab.loadtests.stats.PercentilePoint;
import dev.h2clab.loadtests.stats.Verification;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;

class ReportRenderingTest {

    private static final CellPlan PLAN = PlanBuilder.build("burst", new Overrides(null, null, null, null, 2, null, null,
            null, null, null, List.of(Protocol.HTTP1, Protocol.H2C), List.of(ClientKind.WEB_CLIENT),
            CellPlan.Pods.LOOPBACK, 0, null), false);

    private static CellResult cell(String protocol, int repeat, long ok, int connections) {
        return cell("web-client", protocol, repeat, ok, connections);
    }

    private static CellResult cell(String client, String protocol, int repeat, long ok, int connections) {
        LatencySummary l = new LatencySummary(ok, 5, 9, 10, 20, 30, 6);
        return new CellResult("burst", protocol, client, repeat, repeat, new Verification(true, 200,
                protocol.equals("h2c") ? "HTTP_2" : "HTTP_1_1", Map.of(), "", "ok"), l, l, ok, Map.of(), 10,
                new ConnectionSamples(List.of(connections, connections), List.of(connections, connections)),
                Map.of(protocol.equals("h2c") ? "HTTP_2" : "HTTP_1_1", ok * 4), 1.5, 0.5, 150, 180, null, 0, 0.2,
                List.of(), List.of(new TimelinePoint(0, ok / 10, 5, 20)), List.of(connections, connections),
                "hgrm/x.hgrm", null, List.of(new PercentilePoint(50, 5), new PercentilePoint(99, 20)), 0.9);
    }

    private static ScenarioReport report() {
        List<CellResult> cells = new ArrayList<>(List.of(cell("http1", 1, 2000, 1), cell("h2c", 1, 4000, 1),
                cell("http1", 2, 2100, 1), cell("h2c", 2, 3900, 1)));
        return ScenarioReport.of(PLAN, cells);
    }

    @Test
    void tableShowsMedianWithRangeAndTheChange() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        TerminalTable.print(report(), new PrintStream(bytes, true));
        String text = bytes.toString();
        assertThat(text).contains("metric").contains("HTTP/1.1").contains("h2c").contains("change");
        assertThat(text).containsPattern("throughput \\(req/s\\) +\\| +205 \\[200-210] +\\| +395 \\[390-400] +\\| +\\+92\\.7%");
        assertThat(text).contains("verdict: h2c faster by 92.7% on throughput (req/s), median of 2 repeats (all 2 repeats agree)");
        assertThat(text).contains("paired repeats (run back to back): h2c better on throughput (req/s) in 2 of 2");
        assertThat(text).doesNotContain("wire bytes"); // loopback: no interface of its own
        assertThat(text).containsPattern("machine CPU busy \\(%\\) +\\| +90 +\\| +90 +\\| +\n");
    }

    @Test
    void severalClientsCompareEachProtocolWithItsOwnClientsBaseline() {
        CellPlan plan = PlanBuilder.build("burst", new Overrides(null, null, null, null, 1, null, null, null, null, null,
                List.of(Protocol.HTTP1, Protocol.H2C_UPGRADE), List.of(ClientKind.JDK, ClientKind.REST_CLIENT),
                CellPlan.Pods.LOOPBACK, 0, null), false);
        ScenarioReport r = ScenarioReport.of(plan, List.of(cell("jdk", "http1", 1, 1000, 2),
                cell("jdk", "h2c-upgrade", 1, 2000, 1), cell("rest-client", "http1", 1, 4000, 1),
                cell("rest-client", "h2c-upgrade", 1, 2000, 1)));
        assertThat(ResultTable.header(r)).containsExactly("metric", "jdk HTTP/1.1", "jdk h2c-upgrade",
                "rest-client HTTP/1.1", "rest-client h2c-upgrade", "change jdk h2c-upgrade",
                "change rest-client h2c-upgrade");
        assertThat(ResultTable.rows(r).get(0)).containsExactly("throughput (req/s)", "100", "200", "400", "200",
                "+100.0%", "-50.0%");
        assertThat(r.verdicts()).extracting(v -> v.kind().name()).containsExactly("FASTER", "SLOWER");
    }

    @Test
    void filesAreSelfContainedAndCarryEveryRawFigure(@TempDir Path dir) throws Exception {
        RunInfo info = new RunInfo("2026-01-01T00:00:00Z", "abc", List.of("compare"), "loopback", MachineFacts.current());
        ReportWriter.write(dir, info, List.of(report()));
        String html = Files.readString(dir.resolve("report.html"));
        assertThat(html).contains("<svg", "<polyline", "<rect", "latency by percentile").doesNotContain("<script")
                .doesNotContain("src=\"http");
        assertThat(Files.readString(dir.resolve("summary.md"))).contains("| metric | HTTP/1.1 | h2c | change |")
                .contains("**Verdict:** h2c faster");
        JsonNode json = ResultsJson.mapper().readTree(dir.resolve("results.json").toFile());
        assertThat(json.at("/scenarios/0/cells").size()).isEqualTo(4);
        assertThat(json.at("/scenarios/0/plan/warmup").asText()).isEqualTo("PT5S");
        assertThat(json.at("/scenarios/0/verdicts/0/kind").asText()).isEqualTo("FASTER");
        assertThat(json.at("/run/machine/cores").asInt()).isPositive();
    }
}
