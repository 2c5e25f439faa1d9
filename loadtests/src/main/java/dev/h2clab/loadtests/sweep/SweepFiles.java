package dev.h2clab.loadtests.sweep;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.h2clab.loadtests.report.ResultsJson;
import dev.h2clab.loadtests.report.RunInfo;

import java.io.IOException;
import java.math.BigDecimal;
import java.math.MathContext;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The sweep's files, all rewritten after every point so an interrupted sweep leaves a valid partial report:
 * {@code sweep.json} (run facts, the grid, every point with every window), {@code sweep.csv} (one row per point and
 * comparison) and {@code sweep.html} (a heatmap per facet). Each file is written beside and then moved into place.
 */
public final class SweepFiles {

    public static final int SCHEMA_VERSION = 1;
    private static final ObjectMapper MAPPER = ResultsJson.mapper();

    private SweepFiles() {
    }

    public static void write(Path dir, RunInfo info, SweepPlan plan, List<SweepPoint> points, boolean complete)
            throws IOException {
        Files.createDirectories(dir);
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("schemaVersion", SCHEMA_VERSION);
        root.put("run", info);
        root.put("complete", complete);
        root.put("scenario", plan.scenario());
        Map<String, List<String>> grid = new LinkedHashMap<>();
        plan.grid().axes().forEach((d, v) -> grid.put(d.option(), v));
        root.put("grid", grid);
        root.put("map", Map.of("rows", plan.rows() == null ? "" : plan.rows().option(),
                "cols", plan.cols() == null ? "" : plan.cols().option()));
        root.put("points", points);
        atomically(dir.resolve("sweep.json"), MAPPER.writeValueAsString(root));
        atomically(dir.resolve("sweep.csv"), csv(plan.grid(), points));
        SweepView view = new SweepView(plan.grid(), plan.rows(), plan.cols(), points);
        atomically(dir.resolve("sweep.html"), SweepHtml.render(view, info, plan, points.size(),
                plan.grid().points().size()));
    }

    /** The points of an earlier sweep.json, and the arguments it was started with. */
    public record Saved(List<String> arguments, List<SweepPoint> points, boolean complete) {
    }

    public static Saved read(Path dir) throws IOException {
        Path file = dir.resolve("sweep.json");
        if (!Files.isRegularFile(file)) {
            throw new IOException("no sweep.json in " + dir + " to resume");
        }
        JsonNode root = MAPPER.readTree(file.toFile());
        List<String> arguments = new ArrayList<>();
        root.path("run").path("arguments").forEach(a -> arguments.add(a.asText()));
        List<SweepPoint> points = MAPPER.readerForListOf(SweepPoint.class).readValue(root.path("points"));
        return new Saved(arguments, points, root.path("complete").asBoolean());
    }

    static String csv(SweepGrid grid, List<SweepPoint> points) {
        List<Dimension> dims = new ArrayList<>(grid.axes().keySet());
        StringBuilder out = new StringBuilder();
        dims.forEach(d -> out.append(d.option()).append(','));
        out.append("baseline,candidate,verdict,metric,change_pct,ci_low_pct,ci_high_pct,pairs,baseline_rps,"
                + "candidate_rps,baseline_p50_ms,candidate_p50_ms,baseline_p99_ms,candidate_p99_ms,"
                + "baseline_connections_max,candidate_connections_max,baseline_bff_cpu_ms,candidate_bff_cpu_ms,"
                + "baseline_catalog_cpu_ms,candidate_catalog_cpu_ms\n");
        for (SweepPoint p : points) {
            for (SweepPoint.Effect e : p.comparisons()) {
                dims.forEach(d -> out.append(p.coordinates().getOrDefault(d.option(), "")).append(','));
                out.append(String.join(",", e.baseline(), e.candidate(), e.kind(), quote(e.metric()),
                        n(e.changePercent()), n(e.ciLowPercent()), n(e.ciHighPercent()), Integer.toString(e.pairs()),
                        n(e.baselineThroughput()), n(e.candidateThroughput()), n(e.baselineP50Ms()),
                        n(e.candidateP50Ms()), n(e.baselineP99Ms()), n(e.candidateP99Ms()),
                        n(e.baselineConnections()), n(e.candidateConnections()), n(e.baselineBffCpuMs()),
                        n(e.candidateBffCpuMs()), n(e.baselineCatalogCpuMs()), n(e.candidateCatalogCpuMs())))
                        .append('\n');
            }
        }
        return out.toString();
    }

    /** A number for a spreadsheet: plain digits to 4 significant places, empty when unknown. */
    static String n(double v) {
        if (Double.isNaN(v) || Double.isInfinite(v)) {
            return "";
        }
        return new BigDecimal(v).round(new MathContext(4)).stripTrailingZeros().toPlainString();
    }

    private static String quote(String s) {
        return "\"" + s.replace("\"", "\"\"") + "\"";
    }

    private static void atomically(Path file, String content) throws IOException {
        Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
        Files.writeString(tmp, content, StandardCharsets.UTF_8);
        Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }
}
