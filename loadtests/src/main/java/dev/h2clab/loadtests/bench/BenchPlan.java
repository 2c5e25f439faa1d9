package dev.h2clab.loadtests.bench;

import java.time.Duration;
import java.util.List;

/**
 * What {@code ./lab bench} runs.
 *
 * @param javas       java executables to run the services on, one full bench each
 * @param clients     h2load connections
 * @param streams     h2load concurrent streams per h2c connection
 * @param warmup      longest JVM warm-up per service before the first round (it stops sooner once the JIT settles)
 * @param h2loadWarmup h2load's own warm-up inside each run
 * @param duration    each measured run or window
 * @param rate        open-model rate of the hop windows
 * @param rounds      rounds, alternating which server goes first
 * @param heapMb      -Xmx of each service
 */
public record BenchPlan(List<String> javas, int clients, int streams, Duration warmup, Duration h2loadWarmup,
                        Duration duration, double rate, int rounds, int heapMb) {

    /** The JVM options every service gets (the lab's, as in ./lab compare). */
    public List<String> jvmFlags() {
        return List.of("-Xmx" + heapMb + "m", "-XX:+UseSerialGC");
    }

    /** About how long the whole bench takes, in seconds. */
    public long estimatedSeconds() {
        long perRound = 6 * (h2loadWarmup.toSeconds() + duration.toSeconds()) + 4 * (2 + duration.toSeconds());
        return javas.size() * (40 + 3 * warmup.toSeconds() / 2 + rounds * perRound);
    }
}
