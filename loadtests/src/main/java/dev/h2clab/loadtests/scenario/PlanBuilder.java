package dev.h2clab.loadtests.scenario;

import java.time.Duration;
import java.util.List;

/** Merges a preset with command-line overrides into the plan of one scenario. */
public final class PlanBuilder {

    /** Scenarios of the quick suite run by a bare {@code ./lab compare}. */
    public static final List<String> QUICK_SUITE = List.of("single", "burst");
    /** Quick suite timings: short enough for a few minutes on 2 cores, long enough to warm the JIT. */
    public static final Duration QUICK_WARMUP = Duration.ofSeconds(4);
    public static final Duration QUICK_DURATION = Duration.ofSeconds(8);
    public static final int DEFAULT_REPEATS = 3;
    public static final int DEFAULT_HEAP_MB = 256;

    private PlanBuilder() {
    }

    /** Plan of one scenario; {@code quick} shortens the preset timings for the default suite. */
    public static CellPlan build(String scenario, Overrides o, boolean quick) {
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
                o.protocols(), o.clients(), o.pods(), o.lossPercent(), heap, o.bffEnv(), o.catalogEnv());
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
