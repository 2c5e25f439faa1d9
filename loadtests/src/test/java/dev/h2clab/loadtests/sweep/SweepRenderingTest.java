package dev.h2clab.loadtests.sweep;

import com.fasterxml.jackson.databind.node.NullNode;
import dev.h2clab.loadtests.report.MachineFacts;
import dev.h2clab.loadtests.report.RunInfo;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import static org.assertj.core.api.Assertions.assertThat;

/** The map, the files and resume, from made-up points: a 2 x 2 grid with a win, two ties and a loss. */
class SweepRenderingTest {

    static final SweepGrid GRID = SweepGridTest.grid(Dimension.BYTES, "0,1048576", Dimension.POOL, "1,16",
            Dimension.VUS, "16");
    static final SweepPlan PLAN = new SweepPlan("burst", GRID, SweepGridTest.FIXED, Dimension.BYTES, Dimension.POOL);
    static final RunInfo INFO = new RunInfo("2026-12-04T00:00:00Z", "abc123", List.of("sweep", "--pool", "1,16"),
            "loopback", MachineFacts.current());

    static SweepPoint point(GridPoint p, String kind, double change) {
        Map<String, String> coordinates = new LinkedHashMap<>();
        p.values().forEach((d, v) -> coordinates.put(d.option(), v));
        SweepPoint.Effect e = new SweepPoint.Effect("HTTP/1.1", "h2c", kind, "throughput (req/s)", change, change - 5,
                change + 5, "h2c " + kind + " " + change, 6, 100, 100 * (1 + change / 100), 1, 1, 2, 2, 4, 1, 0.1, 0.1,
                0.05, 0.05);
        return new SweepPoint(p.id(), coordinates, List.of(e), List.of(), "2026-12-04T00:00:00Z at abc123",
                NullNode.getInstance());
    }

    /** win (small bodies, pool 1), tie, tie, loss (large bodies, pool 16). */
    static List<SweepPoint> points() {
        List<GridPoint> g = GRID.points();
        List<SweepPoint> out = new ArrayList<>();
        String[] kinds = {"win", "tie", "tie", "loss"};
        double[] changes = {300, 2, -4, -60};
        for (int i = 0; i < g.size(); i++) {
            GridPoint p = g.get(i);
            int index = (p.get(Dimension.BYTES).equals("0") ? 0 : 2) + (p.get(Dimension.POOL).equals("1") ? 0 : 1);
            out.add(point(p, kinds[index], changes[index]));
        }
        return out;
    }

    @Test
    void theTerminalMapShowsEachCellsEffectAndMark() {
        String text = SweepMap.text(new SweepView(GRID, Dimension.BYTES, Dimension.POOL, points()));
        assertThat(text).contains("h2c vs HTTP/1.1", "with users 16", "HTTP/1.1 pool 1", "HTTP/1.1 pool 16",
                "bytes 0", "bytes 1m", "+300% win", "+2% tie", "-4% tie", "-60% LOSS",
                "4 crossover(s) between neighbouring cells");
    }

    @Test
    void crossoversAreTheEdgesBetweenDifferentVerdicts() {
        SweepView view = new SweepView(GRID, Dimension.BYTES, Dimension.POOL, points());
        assertThat(SweepView.crossovers(view, view.facets().get(0)))
                .as("win|tie to the right of and below the win; the ties next to each other are no crossover; tie|loss")
                .containsExactlyInAnyOrder("0,0|0,1", "0,0|1,0", "0,1|1,1", "1,0|1,1");
    }

    @Test
    void aPartialSweepLeavesMissingCellsAndSaysSo() {
        List<SweepPoint> half = points().subList(0, 2);
        SweepView view = new SweepView(GRID, Dimension.BYTES, Dimension.POOL, half);
        String text = SweepMap.text(view);
        assertThat(text).contains("+300% win").contains(" . ");
        String html = SweepHtml.render(view, INFO, PLAN, 2, 4);
        assertThat(html).contains("2 of 4 points measured (partial");
    }

    @Test
    void theHtmlHasAHeatmapPerFacetWithHatchedTiesAndCrossoverLines() {
        String html = SweepHtml.render(new SweepView(GRID, Dimension.BYTES, Dimension.POOL, points()), INFO, PLAN, 4, 4);
        assertThat(count(html, "<svg")).isEqualTo(1);
        assertThat(count(html, "fill=\"url(#tie)\"")).isEqualTo(2);
        assertThat(count(html, "class=\"crossover\"")).isEqualTo(4);
        assertThat(html).contains("class=\"win\"", "class=\"loss\"", "./lab sweep --pool 1,16", "commit abc123");
        assertThat(SweepHtml.colour(points().get(0).comparisons().get(0))).as("4x better: full green")
                .isEqualTo("#1a9850");
    }

    @Test
    void theReadmeSectionShowsTheMapAndLinksEachFacetsImage(@TempDir Path dir) throws Exception {
        SweepFiles.write(dir, INFO, PLAN, points(), true);
        com.fasterxml.jackson.databind.JsonNode json = dev.h2clab.loadtests.report.ResultsJson.mapper()
                .readTree(dir.resolve("sweep.json").toFile());
        String md = SweepFiles.readmeSection(List.of(json), List.of("loadtests/published/sweep/sweep.json"));
        assertThat(md).startsWith(SweepFiles.README_BEGIN).endsWith(SweepFiles.README_END)
                .contains("#### `./lab sweep --pool 1,16`", "commit `abc123`", "+300% win", "-60% LOSS",
                        "](loadtests/published/sweep/map-1.svg)");
        assertThat(Files.readString(dir.resolve("map-1.svg"))).startsWith("<svg").contains("class=\"crossover\"");
    }

    @Test
    void filesRoundTripForResumeAndTheCsvHasARowPerComparison(@TempDir Path dir) throws Exception {
        List<SweepPoint> half = points().subList(0, 2);
        SweepFiles.write(dir, INFO, PLAN, half, false);
        SweepFiles.Saved saved = SweepFiles.read(dir);
        assertThat(saved.complete()).isFalse();
        assertThat(saved.arguments()).containsExactly("sweep", "--pool", "1,16");
        assertThat(saved.points()).extracting(SweepPoint::id).containsExactly(half.get(0).id(), half.get(1).id());
        assertThat(saved.points().get(0).comparisons().get(0).changePercent()).isEqualTo(300);

        SweepRunner runner = new SweepRunner(PLAN, dev.h2clab.loadtests.runner.WarmSettings.of(null, null, null, null,
                null).withoutEqualLoad(), dir, INFO);
        Map<String, SweepPoint> resumed = runner.resumable(saved.points(), new dev.h2clab.loadtests.runner.RunProgress(
                new java.io.PrintStream(java.io.OutputStream.nullOutputStream()), false, List.of()));
        assertThat(resumed).hasSize(2);
        SweepPoint unfinished = new SweepPoint(GRID.points().get(2).id(), Map.of(), List.of(),
                List.of("scenario aborted: interrupted"), "2026-12-04T00:00:00Z at abc123", NullNode.getInstance());
        assertThat(runner.resumable(List.of(saved.points().get(0), unfinished), new dev.h2clab.loadtests.runner
                .RunProgress(new java.io.PrintStream(java.io.OutputStream.nullOutputStream()), false, List.of())))
                .as("a point without a comparison is measured again").containsOnlyKeys(saved.points().get(0).id());
        List<Long> estimates = runner.estimates(resumed);
        assertThat(estimates).hasSize(4);
        assertThat(estimates.stream().filter(s -> s == 0).count()).as("the resumed points cost nothing").isEqualTo(2);

        List<String> csv = Files.readAllLines(dir.resolve("sweep.csv"));
        assertThat(csv).hasSize(3);
        assertThat(csv.get(0)).startsWith("bytes,vus,pool,baseline,candidate,verdict,metric,change_pct");
        assertThat(csv.get(1)).startsWith("0,16,1,HTTP/1.1,h2c,win,\"throughput (req/s)\",300,295,305,6,100,400");
        assertThat(Files.readString(dir.resolve("sweep.html"))).contains("<svg");
        assertThat(dir.resolve("sweep.json.tmp")).doesNotExist();
    }

    private static int count(String s, String part) {
        Matcher m = Pattern.compile(Pattern.quote(part)).matcher(s);
        int n = 0;
        while (m.find()) {
            n++;
        }
        return n;
    }
}
