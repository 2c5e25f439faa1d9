package dev.h2clab.loadtests.rollout;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.h2clab.loadtests.report.RunInfo;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/** Renders rollout results: a terminal table, {@code rollout.md} and {@code rollout.json}. Runs nothing. */
public final class RolloutReport {

    private static final String[] HEADER = {"protocol", "run", "requests", "lost", "lost during", "slow",
            "p99 before", "p99 during", "p99 after", "retried (GOAWAY)", "failed calls", "rollout", "drains"};

    private RolloutReport() {
    }

    /** What the experiment did, in one paragraph. */
    public static String describe(RolloutPlan p) {
        return String.format(Locale.ROOT, "%d catalog replicas behind a per-connection balancer, each replaced once, "
                        + "%d ms apart, from +%d s of a %d s window (cold successor in, old replica out, preStop %d ms, "
                        + "SIGTERM, drain); %s req/s open model on /bff/burst?fanout=%d&bytes=%d&delayMs=%d; client %s,"
                        + " http1 pool %d, h2c pool %d; slow = above %s",
                p.replicas(), p.interval().toMillis(), p.startAt().toSeconds(), p.duration().toSeconds(), p.preStop().toMillis(),
                num(p.rate()), p.fanout(), p.bytes(), p.delayMs(), p.client().id(), p.http1Pool(), p.http2Pool(),
                p.slowMs() > 0 ? num(p.slowMs()) + " ms" : "twice the p99 before the rollout");
    }

    /** Fixed-width table, one row per run. */
    public static String table(List<RolloutResult> results) {
        List<String[]> rows = new ArrayList<>();
        rows.add(HEADER);
        results.forEach(r -> rows.add(row(r)));
        int[] width = new int[HEADER.length];
        rows.forEach(row -> {
            for (int i = 0; i < row.length; i++) {
                width[i] = Math.max(width[i], row[i].length());
            }
        });
        StringBuilder out = new StringBuilder();
        for (String[] row : rows) {
            for (int i = 0; i < row.length; i++) {
                out.append(i == 0 ? "" : "  ").append(i < 2 ? pad(row[i], width[i]) : padLeft(row[i], width[i]));
            }
            out.append('\n');
        }
        return out.toString();
    }

    /** Per protocol over every run: the lines a reader acts on. */
    public static List<String> summary(List<RolloutResult> results) {
        Map<String, List<RolloutResult>> byProtocol = results.stream()
                .collect(Collectors.groupingBy(RolloutResult::protocol, LinkedHashMap::new, Collectors.toList()));
        List<String> lines = new ArrayList<>();
        byProtocol.forEach((protocol, runs) -> {
            long requests = runs.stream().mapToLong(r -> r.analysis().requests()).sum();
            long lost = runs.stream().mapToLong(r -> r.analysis().lost()).sum();
            long slow = runs.stream().mapToLong(r -> r.analysis().slow()).sum();
            long retried = runs.stream().mapToLong(RolloutResult::retriedCalls).sum();
            Map<String, Long> kinds = new java.util.TreeMap<>();
            runs.forEach(r -> r.analysis().lostByKind().forEach((k, v) -> kinds.merge(k, v, Long::sum)));
            lines.add(String.format(Locale.ROOT, "%s: %d lost of %d requests (%s %%)%s, %d slow, %d downstream calls"
                            + " retried after GOAWAY, over %d run(s)", protocol, lost, requests,
                    num(requests == 0 ? 0 : 100.0 * lost / requests), kinds.isEmpty() ? "" : " " + kinds, slow,
                    retried, runs.size()));
        });
        return lines;
    }

    public static void write(Path dir, RunInfo info, RolloutPlan plan, List<RolloutResult> results)
            throws IOException {
        Files.createDirectories(dir);
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("run", info);
        json.put("plan", plan);
        json.put("results", results);
        new ObjectMapper().findAndRegisterModules().enable(SerializationFeature.INDENT_OUTPUT)
                .disable(SerializationFeature.WRITE_DURATIONS_AS_TIMESTAMPS)
                .writeValue(dir.resolve("rollout.json").toFile(), json);
        StringBuilder md = new StringBuilder("# Rollout: what a rolling update of catalog-service costs per protocol\n\n");
        md.append("`./lab ").append(String.join(" ", info.arguments())).append("` at ").append(info.gitCommit())
                .append(", ").append(info.started()).append(", ").append(info.placement()).append(".\n\n");
        md.append(describe(plan)).append(".\n\n");
        summary(results).forEach(l -> md.append("- ").append(l).append('\n'));
        md.append("\n```\n").append(table(results)).append("```\n\n");
        md.append("Steps (seconds from the window's start):\n\n| protocol | run | replica | successor in, old one out "
                + "| SIGTERM | exited | exit code |\n|---|---|---|---|---|---|---|\n");
        for (RolloutResult r : results) {
            for (RolloutStep s : r.steps()) {
                md.append(String.format(Locale.ROOT, "| %s | %d | %d | %.1f | %.1f | %.1f | %d |%n",
                        r.protocol(), r.repeat(), s.replica(), s.flippedAt(), s.sigtermAt(), s.exitedAt(),
                        s.exitCode()));
            }
        }
        md.append("\nTimeline: p99 in ms of the requests due in each second (lost ones in brackets); the rollout's "
                + "steps are above.\n\n| second |");
        results.forEach(r -> md.append(' ').append(r.protocol()).append(" run ").append(r.repeat()).append(" |"));
        md.append("\n|---|").append("---|".repeat(results.size())).append('\n');
        int seconds = results.stream().mapToInt(r -> r.analysis().timeline().size()).max().orElse(0);
        for (int t = 0; t < seconds; t++) {
            md.append("| ").append(t).append(" |");
            for (RolloutResult r : results) {
                List<PhaseStats> timeline = r.analysis().timeline();
                PhaseStats p = t < timeline.size() ? timeline.get(t) : PhaseStats.EMPTY;
                md.append(' ').append(num1(p.p99Ms())).append(p.lost() > 0 ? " (" + p.lost() + ")" : "").append(" |");
            }
            md.append('\n');
        }
        results.stream().filter(r -> !r.warnings().isEmpty()).forEach(r -> r.warnings().forEach(w ->
                md.append("\nwarning (").append(r.protocol()).append(" run ").append(r.repeat()).append("): ")
                        .append(w).append('\n')));
        Files.writeString(dir.resolve("rollout.md"), md.toString(), StandardCharsets.UTF_8);
    }

    private static String[] row(RolloutResult r) {
        RolloutAnalysis a = r.analysis();
        String failed = r.downstreamFailures().isEmpty() ? "0" : r.downstreamFailures().entrySet().stream()
                .map(e -> e.getKey() + " " + e.getValue()).collect(Collectors.joining(", "));
        String drains = r.steps().stream().map(s -> num1(s.drainSeconds())).collect(Collectors.joining("/"));
        return new String[] {r.protocol(), Integer.toString(r.repeat()), Long.toString(a.requests()),
                Long.toString(a.lost()), Long.toString(a.during().lost()), Long.toString(a.slow()),
                ms(a.before().p99Ms()), ms(a.during().p99Ms()), ms(a.after().p99Ms()),
                Long.toString(r.retriedCalls()), failed, num1(r.rolloutSeconds()) + " s",
                drains.isEmpty() ? "-" : drains + " s"};
    }

    private static String ms(double v) {
        return Double.isNaN(v) ? "-" : num1(v) + " ms";
    }

    private static String num1(double v) {
        return Double.isNaN(v) ? "-" : String.format(Locale.ROOT, "%.1f", v);
    }

    private static String num(double v) {
        if (Double.isInfinite(v) || Double.isNaN(v)) {
            return "-";
        }
        return v == Math.rint(v) ? Long.toString((long) v) : String.format(Locale.ROOT, "%.3g", v);
    }

    private static String pad(String s, int w) {
        return s + " ".repeat(w - s.length());
    }

    private static String padLeft(String s, int w) {
        return " ".repeat(w - s.length()) + s;
    }
}
