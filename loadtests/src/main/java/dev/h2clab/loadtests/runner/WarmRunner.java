package dev.h2clab.loadtests.runner;

import dev.h2clab.loadtests.analysis.EngineFacts;
import dev.h2clab.loadtests.analysis.ScenarioResult;
import dev.h2clab.loadtests.analysis.WarmupSummary;
import dev.h2clab.loadtests.driver.DriverResult;
import dev.h2clab.loadtests.driver.LoadDriver;
import dev.h2clab.loadtests.driver.LoadShape;
import dev.h2clab.loadtests.pair.ProtocolVerifier;
import dev.h2clab.loadtests.pair.ServiceSet;
import dev.h2clab.loadtests.report.Numbers;
import dev.h2clab.loadtests.sampling.IdleCpu;
import dev.h2clab.loadtests.scenario.CellPlan;
import dev.h2clab.loadtests.scenario.Variant;
import dev.h2clab.loadtests.stats.CellResult;
import dev.h2clab.loadtests.stats.CpuCost;
import dev.h2clab.loadtests.stats.Metric;
import dev.h2clab.loadtests.stats.Spread;
import dev.h2clab.loadtests.stats.Verification;
import dev.h2clab.loadtests.verdict.VerdictRule;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The evidence engine: one catalog and one bff per variant, started once and kept warm; after a warm-up that
 * waits for the JIT and the throughput to settle, many short windows in a balanced order (A B, B A, ...), each
 * round a pair for the verdict. Windows disturbed by neighbours are left out and replaced by extra rounds.
 */
final class WarmRunner {

    private WarmRunner() {
    }

    /**
     * Measures one scenario on {@code sets}' processes: the set of the previous scenario when this one needs the
     * same processes (it differs only in request parameters such as fanout, bytes or delay), a new one otherwise.
     */
    static ScenarioResult run(CellPlan plan, WarmSettings s, ServiceSets sets, Path outDir, RunProgress progress)
            throws InterruptedException {
        List<Variant> variants = Variant.of(plan);
        List<CellResult> cells = new ArrayList<>();
        List<String> notes = new ArrayList<>();
        try {
            ServiceSet set = sets.forPlan(plan, outDir.resolve("logs"), progress, s.estimateSeconds(variants.size()));
            Map<Variant, Verification> verified = new LinkedHashMap<>();
            List<Variant> active = new ArrayList<>();
            for (Variant v : variants) {
                Verification check = ProtocolVerifier.verify(set.bff(v).url(), set.catalogUrl(), plan, v.protocol());
                verified.put(v, check);
                if (check.passed()) {
                    active.add(v);
                } else {
                    cells.add(WindowMeasurer.failed(plan, new Window(v, null, Duration.ZERO, Duration.ZERO, 0, 0), check,
                            "protocol verification failed: " + check.message()));
                }
            }
            progress.phase("verified " + active.size() + " of " + variants.size() + " variants: " + verified.values()
                    .stream().map(Verification::message).toList(), -1);
            if (active.size() < variants.size()) {
                // a comparison with one side unverified would judge the wrong protocol: measure nothing, and say so
                // for the verified variants too, so every comparison shows up with "no verdict"
                for (Variant v : active) {
                    cells.add(WindowMeasurer.failed(plan, new Window(v, null, Duration.ZERO, Duration.ZERO, 0, 0),
                            verified.get(v), "not measured: another variant failed protocol verification"));
                }
                notes.add("not measured: protocol verification failed for " + (variants.size() - active.size())
                        + " of " + variants.size() + " variants");
                return ScenarioResult.warm(plan, cells, List.of(), null, notes, s.minEffectPercent());
            }
            return measure(plan, s, set, active, verified, cells, notes, outDir, progress);
        } catch (InterruptedException e) {
            throw e;
        } catch (Exception e) {
            sets.close(); // the processes may be in any state: the next scenario starts afresh
            notes.add("scenario aborted: " + e.getMessage());
            return ScenarioResult.warm(plan, cells, List.of(), null, notes, s.minEffectPercent());
        }
    }

    private static ScenarioResult measure(CellPlan plan, WarmSettings s, ServiceSet set, List<Variant> active,
                                          Map<Variant, Verification> verified, List<CellResult> cells,
                                          List<String> notes, Path outDir, RunProgress progress) throws Exception {
        Metric primary = VerdictRule.primaryMetric(plan.openModel());
        LoadShape shape = plan.openModel() ? LoadShape.open(plan.rate()) : LoadShape.closed(plan.vus(), Duration.ZERO);
        Map<Variant, LoadDriver> drivers = new LinkedHashMap<>();
        try {
            for (Variant v : active) {
                drivers.put(v, WindowMeasurer.driver(plan, set.bff(v), plan.edgeConnections()));
            }
            WarmupSummary warm = WarmUp.run(set, active, drivers, shape, primary, s, progress);
            progress.phase((warm.converged() ? "warm-up converged" : "warm-up CAPPED, not converged") + " after "
                    + Numbers.fmt(warm.seconds()) + " s: " + warm.reason(), -1);
            if (!warm.converged()) {
                notes.add("warm-up reached its cap of " + s.maxWarmup().toSeconds() + " s without converging ("
                        + warm.reason() + "): the windows may still include JIT or drift");
            }
            double latencyMs = soloLatencyMs(active, drivers, shape, s.slice());
            Duration leadIn = clamp(2 * latencyMs, s.leadIn(), Duration.ofSeconds(5));
            Duration length = clamp(4 * latencyMs, s.window(), Duration.ofSeconds(60));
            if (!length.equals(s.window())) {
                notes.add("windows lengthened from " + s.window().toMillis() + " ms to " + length.toMillis() + " ms to hold "
                        + "4 median request latencies (" + Numbers.fmt(latencyMs) + " ms, the slowest variant alone)");
            }
            Map<String, Double> idleByName = new LinkedHashMap<>();
            Map<Variant, CpuCost.IdleRates> idle = idleRates(set, active, idleByName);
            WindowMeasurer.Context ctx = new WindowMeasurer.Context(plan, set, outDir, s.noiseLimit());
            int rounds = s.pairs() + s.extraRounds();
            int clean = 0;
            int order = 0;
            for (int round = 1; round <= rounds && clean < s.pairs(); round++) {
                boolean allClean = true;
                for (Variant v : sequence(active, round)) {
                    Window w = new Window(v, shape, leadIn, length, round, ++order);
                    String label = String.format("window %d (round %d, %d of %d clean) %s", order, round, clean, s.pairs(),
                            v.column());
                    long left = (long) (s.pairs() - clean) * active.size() * (length.plus(leadIn).toMillis() + 700)
                            / 1000 + 4L * active.size();
                    progress.phase("", left);
                    CellResult r = WindowMeasurer.measure(ctx, w, drivers.get(v), verified.get(v), idle.get(v),
                            progress.window(label, leadIn.plus(length)));
                    cells.add(r);
                    progress.windowDone(label, r);
                    allClean &= r.clean();
                }
                clean += allClean ? 1 : 0;
                if (!allClean) {
                    notes.add("round " + round + " left out of the verdict: a window was noisy (CPU outside the lab above "
                            + Numbers.fmt(s.noiseLimit() * 100) + " % of the machine) or failed");
                }
            }
            if (clean < s.pairs()) {
                notes.add("only " + clean + " clean rounds of " + s.pairs() + " wanted: the machine was busy");
            }
            double rate = s.equalLoad() ? equalLoadRate(plan, cells, active) : 0;
            List<CellResult> equal = rate > 0 ? equalLoad(ctx, plan, set, active, verified, idle, rate,
                    clamp(leadIn.toMillis(), Duration.ofSeconds(1), Duration.ofSeconds(5)), length, progress) : List.of();
            EngineFacts facts = new EngineFacts(length.toMillis() / 1000.0, leadIn.toMillis() / 1000.0,
                    s.pairs(), s.noiseLimit() * 100, s.minEffectPercent(), warm, idleByName, rate);
            return ScenarioResult.warm(plan, cells, equal, facts, notes, s.minEffectPercent());
        } finally {
            drivers.values().forEach(LoadDriver::close);
        }
    }

    /**
     * The slowest variant's median latency with each variant loaded alone, as the windows load them: the warm-up's
     * slices run every variant at once, and there one can starve another (10 MB bodies over HTTP/1.1 kept catalog's
     * event loop so busy that h2c, waiting on a flow-control window per 64 KiB, finished 2 requests in a second
     * instead of 25), which sized 24 s windows for a 0.3 s request.
     */
    private static double soloLatencyMs(List<Variant> active, Map<Variant, LoadDriver> drivers, LoadShape shape,
                                        Duration slice) throws InterruptedException {
        double slowest = 0;
        for (Variant v : active) {
            DriverResult r = drivers.get(v).run(shape, Duration.ZERO, WarmUp.sliceFor(slowest, slice), (p, e, t, ok) -> { });
            slowest = Math.max(slowest, r.latency().getTotalCount() == 0 ? slice.toMillis()
                    : r.latency().getValueAtPercentile(50) / 1000.0);
        }
        return slowest;
    }

    /**
     * A window's lead-in and length follow the request latency: a lead-in of two latencies lets users that started
     * together drift apart before counting, and a window of four holds several requests per user, so completions
     * are not counted in waves.
     */
    static Duration clamp(double ms, Duration least, Duration most) {
        long v = (long) Math.max(least.toMillis(), Math.min(most.toMillis(), ms));
        return Duration.ofMillis(v);
    }

    /**
     * Run order of round {@code round} (1-based): A B, then B A, then A B ...: a linear drift over the run (JIT,
     * heat, neighbours) then costs both sides alike within every two rounds.
     */
    static List<Variant> sequence(List<Variant> variants, int round) {
        List<Variant> order = new ArrayList<>(variants);
        if (round % 2 == 0) {
            Collections.reverse(order);
        }
        return order;
    }

    /** Idle CPU per process for 3 s with the scrapes running; the bff figure applies to that bff's windows. */
    private static Map<Variant, CpuCost.IdleRates> idleRates(ServiceSet set, List<Variant> active,
                                                             Map<String, Double> byName) throws InterruptedException {
        List<String> urls = new ArrayList<>();
        urls.add(set.catalogUrl() + "/q/metrics");
        set.bffs().forEach(b -> urls.add(b.url() + "/q/metrics"));
        Map<Long, Double> rates = IdleCpu.measure(set.pids(), urls, Duration.ofSeconds(3));
        double catalog = rates.get(set.catalog().pid());
        byName.put("catalog", catalog);
        Map<Variant, CpuCost.IdleRates> idle = new LinkedHashMap<>();
        for (Variant v : active) {
            double bff = rates.get(set.bff(v).process().pid());
            byName.put("bff " + v.column(), bff);
            idle.put(v, new CpuCost.IdleRates(bff, catalog));
        }
        return idle;
    }

    /** Half the slowest variant's median throughput: a rate every variant sustains (closed model only). */
    static double equalLoadRate(CellPlan plan, List<CellResult> cells, List<Variant> active) {
        if (plan.openModel()) {
            return 0;
        }
        double slowest = Double.MAX_VALUE;
        for (Variant v : active) {
            List<Double> t = cells.stream().filter(c -> c.column().equals(v.column()) && c.clean())
                    .map(CellResult::throughput).toList();
            slowest = Math.min(slowest, Spread.of(t).median());
        }
        double rate = Math.floor(slowest / 2);
        return Double.isNaN(rate) || rate < 2 || slowest == Double.MAX_VALUE ? 0 : rate;
    }

    private static List<CellResult> equalLoad(WindowMeasurer.Context ctx, CellPlan plan, ServiceSet set,
                                              List<Variant> active, Map<Variant, Verification> verified,
                                              Map<Variant, CpuCost.IdleRates> idle, double rate, Duration leadIn,
                                              Duration length, RunProgress progress) throws Exception {
        progress.phase("CPU at equal offered load: " + Numbers.fmt(rate) + " req/s for every variant", 2L * active.size()
                * (leadIn.plus(length).toMillis() + 700) / 1000);
        List<CellResult> out = new ArrayList<>();
        LoadShape open = LoadShape.open(rate);
        int order = 0;
        for (int round = 1; round <= 2; round++) {
            for (Variant v : sequence(active, round)) {
                try (LoadDriver driver = WindowMeasurer.driver(plan, set.bff(v), CellPlan.edgeConnectionsFor(rate))) {
                    Window w = new Window(v, open, leadIn, length, round, ++order);
                    String label = "equal load " + Numbers.fmt(rate) + " req/s " + v.column();
                    CellResult r = WindowMeasurer.measure(ctx, w, driver, verified.get(v), idle.get(v),
                            progress.window(label, w.leadIn().plus(w.length())));
                    out.add(r);
                    progress.windowDone(label, r);
                }
            }
        }
        return out;
    }
}
