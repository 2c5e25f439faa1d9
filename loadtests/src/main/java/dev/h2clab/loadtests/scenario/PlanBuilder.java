package dev.h2clab.loadtests.scenario;

import java.time.Duration;
import java.util.List;

/** Merges a preset with command-line overrides into the plan of one scenario. */
public final class PlanBuilder {

    /**
     * One case of the default suite run by a bare {@code ./lab compare}: a preset, the service time and users it
     * sets (null: the preset's; {@code --delay-ms} and {@code --vus} still win), and the mechanism it shows.
     */
    public record SuiteCase(String scenario, Integer delayMs, Integer vus, String why) {
    }

    /** A win, a tie and a loss for h2c, each for a reason the lab can show. */
    public static final List<SuiteCase> DEFAULT_SUITE = List.of(
            new SuiteCase("burst", 5, null, "each request makes 4 concurrent 5 ms calls to one origin with one connection "
                    + "each way: HTTP/1.1 runs them one after another, h2c multiplexes them as streams"),
            new SuiteCase("single", 20, null, "one 20 ms call per request: nothing for h2c to multiplex; each protocol's "
                    + "per-call cost (tenths of a millisecond here) disappears in the service time"),
            // 8 users, not the preset's 20: the same loss, and windows short enough for a suite of minutes
            new SuiteCase("large-file", null, 8, "10 MB bodies, 8 users: h2c carries all of them on one connection "
                    + "paced by 64 KiB flow-control windows, HTTP/1.1 on 8 connections with no such pacing"));

    /** {@code --fresh} default-suite timings: short enough for a few minutes on 2 cores. */
    public static final Duration QUICK_WARMUP = Duration.ofSeconds(4);
    public static final Duration QUICK_DURATION = Duration.ofSeconds(8);
    public static final int DEFAULT_REPEATS = 3;
    public static final int DEFAULT_HEAP_MB = 256;

    private PlanBuilder() {
    }

    /** Plan of one default-suite case; {@code fresh} uses the short fresh-process timings. */
    public static CellPlan build(SuiteCase c, Overrides o, boolean fresh) {
        Overrides withDelay = o.delayMs() != null || c.delayMs() == null ? o : o.withDelayMs(c.delayMs());
        Overrides withVus = withDelay.vus() != null || withDelay.rate() != null || c.vus() == null ? withDelay
                : withDelay.withVus(c.vus());
        return build(c.scenario(), withVus, fresh, c.why());
    }

    /** Plan of one scenario; {@code quick} shortens the preset timings for the default suite. */
    public static CellPlan build(String scenario, Overrides o, boolean quick) {
        return build(scenario, o, quick, Presets.get(scenario).description());
    }

    private static CellPlan build(String scenario, Overrides o, boolean quick, String why) {
        Preset p = Presets.get(scenario);
        Duration presetRamp = Duration.ofSeconds(p.rampSeconds());
        Duration warmup = pick(o.warmup(), quick ? QUICK_WARMUP : presetRamp);
        Duration duration = pick(o.duration(), quick ? QUICK_DURATION : Duration.ofSeconds(p.steadySeconds()));
        // The ramp happens inside the warm-up, so the measured window always runs at full load.
        Duration ramp = presetRamp.compareTo(warmup) < 0 ? presetRamp : warmup;
        boolean open = o.rate() != null;
        int heap = o.heapMb() != null ? o.heapMb() : defaultHeapMb(p);
        return new CellPlan(scenario, p.endpoint(),
                open ? 0 : pick(o.vus(), p.vus()),
                open ? o.rate() : 0,
                open ? Duration.ZERO : ramp, warmup, duration,
                pick(o.repeats(), DEFAULT_REPEATS),
                pick(o.fanout(), p.fanout()),
                pick(o.bytes(), p.bytes()),
                pick(o.delayMs(), p.delayMs()),
                pick(o.pool(), p.http1Pool()),
                pick(o.h2Pool(), p.http2Pool()),
                o.protocols(), o.clients(), o.pods(), o.lossPercent(), heap, o.bffEnv(), o.catalogEnv(), why);
    }

    /** Large payloads are buffered by the bff: give it room for VUs x payload, never less than 256 MB. */
    static int defaultHeapMb(Preset p) {
        long needMb = p.vus() * (long) p.fanout() * p.bytes() * 2 / (1024 * 1024) + 128;
        return (int) Math.max(DEFAULT_HEAP_MB, Math.min(2048, needMb));
    }

    private static <T> T pick(T override, T preset) {
        return override != null ? override : preset;
    }
}
