package dev.h2clab.loadtests.report;

import com.fasterxml.jackson.databind.JsonNode;
import dev.h2clab.loadtests.scenario.CellPlan;
import dev.h2clab.loadtests.scenario.ClientKind;
import dev.h2clab.loadtests.scenario.Overrides;
import dev.h2clab.loadtests.scenario.PlanBuilder;
import dev.h2clab.loadtests.scenario.Protocol;
import dev.h2clab.loadtests.analysis.EngineFacts;
import dev.h2clab.loadtests.analysis.ScenarioResult;
import dev.h2clab.loadtests.analysis.WarmupSummary;
import dev.h2clab.loadtests.stats.CellResult;
import dev.h2clab.loadtests.support.TestCells;
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

    private static final CellPlan PLAN = PlanBuilder.build("burst", Overrides.builder().repeats(2).build(), false);

    private static CellResult cell(String protocol, int repeat, long ok, int connections) {
        return TestCells.cell("web-client", protocol, repeat, ok, connections);
    }

    private static CellResult cell(String client, String protocol, int repeat, long ok, int connections) {
        return TestCells.cell(client, protocol, repeat, ok, connections);
    }

    private static ScenarioResult report() {
        List<CellResult> cells = new ArrayList<>(List.of(cell("http1", 1, 2000, 1), cell("h2c", 1, 4000, 1),
                cell("http1", 2, 2100, 1), cell("h2c", 2, 3900, 1)));
        return ScenarioResult.fresh(PLAN, cells);
    }

    @Test
    void tableShowsMedianWithRangeAndTheChange() {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        TerminalTable.print(report(), new PrintStream(bytes, true));
        String text = bytes.toString();
        assertThat(text).contains("metric").contains("HTTP/1.1").contains("h2c").contains("change");
        assertThat(text).containsPattern("throughput \\(req/s\\) +\\| +205 \\[200-210] +\\| +395 \\[390-400] +\\| +\\+92\\.7%");
        assertThat(text).contains("verdict: h2c faster by 92.7% on throughput (req/s), median of 2 repeats (all 2 repeats agree)");
        assertThat(text).contains("h2c better than HTTP/1.1 on throughput (req/s) in 2 of 2 paired repeats");
        assertThat(text).doesNotContain("wire bytes"); // loopback: no interface of its own
        assertThat(text).containsPattern("machine CPU busy \\(%\\) +\\| +90 +\\| +90 +\\| +\n");
    }

    @Test
    void severalClientsCompareEachProtocolWithItsOwnClientsBaseline() {
        CellPlan plan = PlanBuilder.build("burst", Overrides.builder().repeats(1)
                .protocols(Protocol.HTTP1, Protocol.H2C_UPGRADE).clients(ClientKind.JDK, ClientKind.REST_CLIENT).build(), false);
        ScenarioResult r = ScenarioResult.fresh(plan, List.of(cell("jdk", "http1", 1, 1000, 2),
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
        // the typed groups of a cell are unwrapped: scripts and the published results read these flat fields
        List<String> fields = new ArrayList<>();
        json.at("/scenarios/0/cells/0").fieldNames().forEachRemaining(fields::add);
        assertThat(fields).containsExactlyInAnyOrder("scenario", "protocol", "client", "repeat", "order",
                "verification", "latency", "serviceTime", "percentileCurve", "hgrmFile", "ok", "errors", "seconds",
                "requestedRate", "timeline", "connections", "connectionTimeline", "catalogRequests", "cpu", "rssMbBff",
                "rssMbCatalog", "wireBytesPerDownstreamRequest", "driverBusiestLoop", "driverBottlenecks", "health",
                "failure");
        assertThat(json.at("/scenarios/0/cells/0/driverBusiestLoop").asDouble()).isEqualTo(0.2);
        assertThat(json.at("/scenarios/0/cells/0/latency/p99").asDouble()).isEqualTo(20);
        assertThat(json.at("/scenarios/0/plan/warmup").asText()).isEqualTo("PT5S");
        assertThat(json.at("/scenarios/0/comparisons/0/verdict/kind").asText()).isEqualTo("FASTER");
        assertThat(json.at("/scenarios/0/mode").asText()).isEqualTo("fresh");
        assertThat(json.at("/run/machine/cores").asInt()).isPositive();
    }

    @Test
    void warmReportsShowTheIntervalTheEngineAndCpuAtEqualLoad(@TempDir Path dir) throws Exception {
        List<CellResult> cells = new ArrayList<>();
        List<CellResult> equal = new ArrayList<>();
        for (int round = 1; round <= 8; round++) {
            cells.add(cell("http1", round, 1000 + round, 1));
            cells.add(cell("h2c", round, 3000 + 3L * round, 1));
        }
        for (int round = 1; round <= 2; round++) {
            equal.add(cell("http1", round, 500, 1));
            equal.add(cell("h2c", round, 500, 1));
        }
        WarmupSummary warm = new WarmupSummary(21.5, 7, true, "steady after 21 s", Map.of(), Map.of(), 5);
        EngineFacts facts = new EngineFacts(3, 0.5, 8, 25, 5, warm, Map.of("catalog", 20.0), 50);
        ScenarioResult r = ScenarioResult.warm(PLAN, cells, equal, facts, List.of("a runner note"), 5);

        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        TerminalTable.print(r, new PrintStream(bytes, true));
        String text = bytes.toString();
        assertThat(text).contains("warm processes, 8 paired windows of 3s")
                .contains("verdict: h2c faster by 200 % (95 % CI")
                .contains("warm-up: converged after 21.5 s (7 rounds): steady after 21 s")
                .contains("idle CPU (no load, scrapes running), subtracted before CPU per request: catalog 20 ms/s")
                .contains("CPU ms/request bff @ 50 req/s").contains("a runner note")
                .contains("connection x stream layout (kernel max): HTTP/1.1 1 connection(s) x 1 request at a time; "
                        + "h2c 1 connection(s) x up to 8 streams")
                .contains("bff client settings (bff_catalog_client_info): admission=pool, flush_consolidation=true, "
                        + "http1_pool_size=1, http2_pool_size=1; web-client/http1: max_in_flight_calls=1025; "
                        + "web-client/h2c: max_in_flight_calls=1124");
        ReportWriter.write(dir, new RunInfo("2026-01-01T00:00:00Z", "abc", List.of("compare"), "loopback",
                MachineFacts.current()), List.of(r));
        assertThat(Files.readString(dir.resolve("report.html"))).contains("ratio per paired window", "95% CI low");
        JsonNode json = ResultsJson.mapper().readTree(dir.resolve("results.json").toFile());
        assertThat(json.at("/scenarios/0/comparisons/0/verdict/ciLowPercent").asDouble()).isPositive();
        assertThat(json.at("/scenarios/0/engine/warmup/converged").asBoolean()).isTrue();
        assertThat(json.at("/scenarios/0/cells").size()).isEqualTo(16);
        assertThat(json.at("/scenarios/0/equalLoad").size()).isEqualTo(4);
    }

    @Test
    void readmeSectionIsRenderedFromResultsJsonAlone(@TempDir Path dir) throws Exception {
        List<CellResult> cells = new ArrayList<>();
        for (int round = 1; round <= 8; round++) {
            cells.add(cell("http1", round, 1000 + round, 1));
            cells.add(cell("h2c", round, 3000 + 3L * round, 1));
        }
        EngineFacts facts = new EngineFacts(3, 0.5, 8, 25, 5,
                new WarmupSummary(30.5, 18, true, "steady", Map.of(), Map.of(), 5), Map.of(), 0);
        ReportWriter.write(dir, new RunInfo("2026-12-03T08:00:00Z", "0123456789abcdef", List.of("compare", "--scenario",
                "burst", "--out", "/tmp/x"), "loopback", MachineFacts.current()),
                List.of(ScenarioResult.warm(PLAN, cells, List.of(), facts, List.of(), 5)));
        JsonNode json = ResultsJson.mapper().readTree(dir.resolve("results.json").toFile());

        String section = ReadmeResults.render(List.of(json), List.of("loadtests/published/x/results.json"));
        assertThat(section).startsWith(ReadmeResults.BEGIN).endsWith(ReadmeResults.END)
                .contains("#### `./lab compare --scenario burst`").doesNotContain("/tmp/x")
                .contains("2026-12-03, commit `0123456789ab`")
                .contains("| metric | HTTP/1.1 | h2c | change |")
                .containsPattern("\\| throughput \\(req/s\\) \\| 100 \\[100-101] \\| 301 \\[300-302] \\| \\+200\\.0% \\|")
                .contains("**Verdict:** h2c faster by 200 %")
                .contains("Warm-up converged after 30.5 s; 16 windows of 3 s.")
                .contains("bff client settings (`bff_catalog_client_info`): admission=pool, flush_consolidation=true,")
                .contains("web-client/h2c: max_in_flight_calls=1124.");
        assertThat(json.at("/scenarios/0/cells/0/verification/bffClient/flush_consolidation").asText())
                .isEqualTo("true");
        String readme = "# title\n\nbefore\n" + ReadmeResults.BEGIN + "\nold figures\n" + ReadmeResults.END + "\nafter\n";
        String updated = ReadmeResults.replaceSection(readme, section);
        assertThat(updated).startsWith("# title\n\nbefore\n").endsWith("\nafter\n").doesNotContain("old figures")
                .contains("**Verdict:**");
        assertThat(ReadmeResults.replaceSection(updated, section)).isEqualTo(updated);
        org.assertj.core.api.Assertions.assertThatThrownBy(() -> ReadmeResults.replaceSection("no markers", section))
                .hasMessageContaining("results:begin");
    }
}
