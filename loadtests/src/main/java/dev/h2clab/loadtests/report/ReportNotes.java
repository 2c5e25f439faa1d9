package dev.h2clab.loadtests.report;

import dev.h2clab.loadtests.analysis.Comparison;
import dev.h2clab.loadtests.analysis.EngineFacts;
import dev.h2clab.loadtests.analysis.ScenarioResult;
import dev.h2clab.loadtests.scenario.CellPlan;
import dev.h2clab.loadtests.stats.CellResult;
import dev.h2clab.loadtests.stats.ColumnStats;
import dev.h2clab.loadtests.stats.Metric;
import dev.h2clab.loadtests.stats.Spread;
import dev.h2clab.loadtests.stats.Verification;
import dev.h2clab.loadtests.verdict.VerdictRule;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** The lines printed under a table: configuration, how it was measured, evidence checks, limits and failures. */
public final class ReportNotes {

    private ReportNotes() {
    }

    public static String configuration(ScenarioResult r) {
        CellPlan p = r.plan();
        String load = p.openModel() ? String.format("open model %.0f req/s", p.rate())
                : String.format("closed model %d VUs", p.vus());
        String timing = r.warm() && r.engine() != null
                ? String.format("warm processes, %d paired windows of %ss", r.engine().pairsWanted(),
                Numbers.fmt(r.engine().windowSeconds()))
                : String.format("fresh processes, ramp %ds in a warm-up of %ds, measured %ds x %d repeats",
                p.ramp().toSeconds(), p.warmup().toSeconds(), p.duration().toSeconds(), p.repeats());
        return String.format("%s: %s, %s, fanout %d, bytes %d, delay %d ms, bff pools HTTP/1.1 %d / HTTP/2 %d, "
                        + "pods %s%s", p.scenario(), load, timing, p.fanout(), p.bytes(), p.delayMs(), p.http1Pool(),
                p.http2Pool(), p.pods().name().toLowerCase(), p.lossPercent() > 0 ? ", loss " + p.lossPercent() + "%" : "");
    }

    public static List<String> evidence(ScenarioResult r) {
        List<String> lines = new ArrayList<>();
        if (!r.plan().why().isEmpty()) {
            lines.add("why: " + r.plan().why());
        }
        lines.add("primary metric: " + r.primaryMetric() + (r.plan().openModel()
                ? " (open model: latency from the intended send time)" : " (closed model)"));
        lines.addAll(layout(r));
        if (r.warm() && r.engine() != null) {
            lines.addAll(engine(r, r.engine()));
        } else {
            lines.add("measured cold: new JVMs per cell, " + r.plan().warmup().toSeconds() + " s after start; a warm "
                    + "run (without --fresh) measures steady processes");
        }
        List<CellResult> ok = r.cells().stream().filter(CellResult::succeeded).toList();
        if (!ok.isEmpty()) {
            lines.add("protocol verified before measuring: catalog's own per-version count matched for every variant");
            String settings = clientSettings(ok);
            if (settings != null) {
                lines.add(settings);
            }
            long disagree = ok.stream().filter(c -> !c.resources().connections().agree()).count();
            lines.add(disagree == 0 ? "connections: bff metric lab_tcp_established and kernel (ss) agree in every sample"
                    : "connections: bff metric and kernel (ss) DISAGREE in " + disagree + " windows (kernel figures shown)");
        }
        lines.addAll(pairedComparisons(r));
        for (CellResult c : ok) {
            c.driver().bottlenecks().forEach(b -> lines.add("driver limit in " + label(c) + ": " + b));
        }
        lines.addAll(r.notes());
        return lines;
    }

    /** The bff's client settings per column, from each column's first verified cell (see the overload below). */
    static String clientSettings(List<CellResult> ok) {
        Map<String, Map<String, String>> byColumn = new java.util.LinkedHashMap<>();
        ok.forEach(c -> byColumn.putIfAbsent(c.column(), c.verification().bffClient()));
        return clientSettings(byColumn, Verification.CLIENT_INFO);
    }

    /**
     * The bff's client settings the cells ran with ({@code bff_catalog_client_info}, defaults included): those all
     * columns share once, then what differs per column. Protocol and client are the columns' own names. Null when no
     * cell recorded any (results written before the bff published them).
     *
     * @param metric how to write the metric's name ({@link Verification#CLIENT_INFO}, or in Markdown code spans)
     */
    public static String clientSettings(Map<String, Map<String, String>> byColumn, String metric) {
        Map<String, Map<String, String>> settings = new java.util.LinkedHashMap<>();
        byColumn.forEach((column, labels) -> {
            Map<String, String> m = new java.util.TreeMap<>(labels);
            m.keySet().removeAll(List.of("protocol", "client"));
            if (!m.isEmpty()) {
                settings.put(column, m);
            }
        });
        if (settings.isEmpty()) {
            return null;
        }
        Map<String, String> common = new java.util.TreeMap<>(settings.values().iterator().next());
        settings.values().forEach(m -> common.entrySet().removeIf(e -> !e.getValue().equals(m.get(e.getKey()))));
        List<String> parts = new ArrayList<>();
        if (!common.isEmpty()) {
            parts.add(join(common));
        }
        settings.forEach((column, m) -> {
            Map<String, String> own = new java.util.TreeMap<>(m);
            own.keySet().removeAll(common.keySet());
            if (!own.isEmpty()) {
                parts.add(column + ": " + join(own));
            }
        });
        return "bff client settings (" + metric + "): " + String.join("; ", parts);
    }

    private static String join(Map<String, String> settings) {
        List<String> pairs = new ArrayList<>();
        settings.forEach((k, v) -> pairs.add(k + "=" + v));
        return String.join(", ", pairs);
    }

    /** h2c wins by putting many streams on few connections: say what layout produced each column. */
    static List<String> layout(ScenarioResult r) {
        List<String> parts = new ArrayList<>();
        long inFlight = r.plan().openModel() ? 0 : (long) r.plan().vus() * r.plan().downstreamPerRequest();
        for (ColumnStats c : r.columns()) {
            double conns = c.spread(Metric.CONNECTIONS_MAX).max();
            if (Double.isNaN(conns) || conns <= 0) {
                continue;
            }
            boolean h2 = !c.protocol().equals("http1");
            String streams = inFlight == 0 ? "" : h2
                    ? String.format(" x up to %d streams", (long) Math.ceil(inFlight / conns))
                    : " x 1 request at a time";
            parts.add(String.format("%s %s connection(s)%s", r.title(c), Numbers.fmt(conns), streams));
        }
        if (parts.isEmpty()) {
            return List.of();
        }
        return List.of("connection x stream layout (kernel max): " + String.join("; ", parts)
                + (inFlight > 0 ? " (" + r.plan().vus() + " VUs x " + r.plan().downstreamPerRequest()
                + " calls = " + inFlight + " calls in flight at most)" : ""));
    }

    private static List<String> engine(ScenarioResult r, EngineFacts e) {
        List<String> lines = new ArrayList<>();
        if (e.warmup() != null) {
            lines.add(String.format("warm-up: %s after %s s (%d rounds): %s", e.warmup().converged() ? "converged"
                    : "CAPPED, not converged", Numbers.fmt(e.warmup().seconds()), e.warmup().rounds(), e.warmup().reason()));
        }
        long windows = r.cells().stream().filter(c -> c.id().repeat() > 0).count();
        long noisy = r.cells().stream().filter(c -> c.succeeded() && c.health().noisy()).count();
        lines.add(String.format("windows: %d of %ss (+%ss lead-in) in a balanced order A B, B A, ...; %d noisy "
                        + "(CPU outside the lab > %s%% of the machine) left out with their pair", windows,
                Numbers.fmt(e.windowSeconds()), Numbers.fmt(e.leadInSeconds()), noisy, Numbers.fmt(e.noiseLimitPercent())));
        if (!e.idleCpuMsPerSecond().isEmpty()) {
            List<String> idle = new ArrayList<>();
            for (Map.Entry<String, Double> i : e.idleCpuMsPerSecond().entrySet()) {
                idle.add(i.getKey() + " " + Numbers.fmt(i.getValue()) + " ms/s");
            }
            lines.add("idle CPU (no load, scrapes running), subtracted before CPU per request: " + String.join(", ", idle));
        }
        String jit = jitInWindows(r);
        if (jit != null) {
            lines.add("JIT compiler threads in the windows (median), left out of CPU per request as a warm-up cost: "
                    + jit);
        }
        if (e.equalLoadRate() > 0) {
            lines.add("CPU rows '@ " + Numbers.fmt(e.equalLoadRate()) + " req/s' compare every variant at the same "
                    + "open-model rate (half the slower side's throughput); the other CPU rows are at each side's own rate");
        }
        return lines;
    }

    /** Median ms/s of the JIT compiler threads per process over the measured windows, or null when unknown. */
    private static String jitInWindows(ScenarioResult r) {
        List<CellResult> windows = r.cells().stream().filter(c -> c.id().repeat() > 0 && c.succeeded()).toList();
        List<String> parts = new ArrayList<>();
        double catalog = Spread.of(windows.stream().map(c -> c.resources().cpu().catalogJitMsPerSecond()).toList())
                .median();
        if (!Double.isNaN(catalog)) {
            parts.add("catalog " + Numbers.fmt(catalog) + " ms/s");
        }
        for (String column : windows.stream().map(CellResult::column).distinct().toList()) {
            double bff = Spread.of(windows.stream().filter(c -> c.column().equals(column))
                    .map(c -> c.resources().cpu().bffJitMsPerSecond()).toList()).median();
            if (!Double.isNaN(bff)) {
                parts.add("bff " + column + " " + Numbers.fmt(bff) + " ms/s");
            }
        }
        return parts.isEmpty() ? null : String.join(", ", parts);
    }

    /** How often the candidate beat the baseline in the pairs the verdict used (information beside the interval). */
    static List<String> pairedComparisons(ScenarioResult r) {
        List<String> lines = new ArrayList<>();
        Metric m = VerdictRule.primaryMetric(r.plan().openModel());
        for (Comparison cmp : r.comparisons()) {
            int pairs = cmp.pairs().size();
            long better = cmp.pairs().stream().filter(p -> m.higherIsBetter()
                    ? m.read(p.candidate()) > m.read(p.baseline()) : m.read(p.candidate()) < m.read(p.baseline())).count();
            if (pairs > 1) {
                lines.add(String.format("%s better than %s on %s in %d of %d %s", r.title(cmp.candidate()),
                        r.title(cmp.baseline()), m.label(), better, pairs, r.warm() ? "paired windows" : "paired repeats"));
            }
        }
        return lines;
    }

    private static String label(CellResult c) {
        return c.column() + " window/repeat " + c.id().repeat();
    }
}
