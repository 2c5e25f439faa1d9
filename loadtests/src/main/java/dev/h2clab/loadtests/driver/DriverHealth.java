package dev.h2clab.loadtests.driver;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Is the driver itself the bottleneck? Measures the CPU of the driver's event-loop threads over the
 * measured window (a loop busy > 90% of wall time cannot keep up) and, for the open model, the schedule.
 */
public final class DriverHealth {

    /** Event-loop CPU share above which the driver is declared saturated. */
    public static final double SATURATED = 0.90;

    private final ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    private final Map<Long, Long> startCpu = new HashMap<>();
    private long startWall;

    /** Snapshot of the event-loop threads' CPU at the start of the window. */
    public void start() {
        startWall = System.nanoTime();
        startCpu.clear();
        for (Thread t : Thread.getAllStackTraces().keySet()) {
            if (t.getName().startsWith("vert.x-eventloop-thread-")) {
                startCpu.put(t.getId(), threads.getThreadCpuTime(t.getId()));
            }
        }
    }

    /** The busiest event loop's CPU share of wall time since {@link #start()} (0..1). */
    public double busiestLoop() {
        long wall = Math.max(1, System.nanoTime() - startWall);
        double max = 0;
        for (Map.Entry<Long, Long> e : startCpu.entrySet()) {
            long now = threads.getThreadCpuTime(e.getKey());
            if (now >= 0 && e.getValue() >= 0) {
                max = Math.max(max, (now - e.getValue()) / (double) wall);
            }
        }
        return max;
    }

    /** Human-readable reasons the driver limited the measurement; empty when it did not. */
    public static List<String> bottlenecks(double busiestLoop, long scheduled, long late, long dropped) {
        List<String> reasons = new ArrayList<>();
        if (busiestLoop > SATURATED) {
            reasons.add(String.format("driver CPU saturated: busiest event loop %.0f%% busy", busiestLoop * 100));
        }
        if (scheduled > 0 && late > scheduled / 100) {
            reasons.add(String.format("driver behind schedule: %d of %d sends more than %d ms late",
                    late, scheduled, OpenModelScheduler.LATE_NANOS / 1_000_000));
        }
        if (dropped > 0) {
            reasons.add("driver dropped " + dropped + " requests (in-flight cap reached)");
        }
        return reasons;
    }
}
