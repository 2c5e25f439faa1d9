package dev.h2clab.loadtests.sampling;

import dev.h2clab.loadtests.stats.CpuUsage;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.TreeMap;

/**
 * CPU time of one process per thread, read from the kernel: {@code /proc/PID/task/TID/schedstat} (run time in
 * nanoseconds; {@code /proc/PID/stat} counts 10 ms ticks, too coarse for a 3 s window at a few dozen requests per
 * second), or the thread's stat ticks where schedstat is missing. The JIT compiler threads are kept apart: on a
 * warm JVM they still compile now and then (the lab's once-a-second scrapes alone kept a bff's C2 thread at 0-33 ms/s
 * in 3 s samples), which says nothing of what a request costs and made idle and low-rate figures swing.
 *
 * @param workNanos per thread id, run time of every thread but the JIT compiler's
 * @param jitNanos  per thread id, run time of the JIT compiler threads (HotSpot's "C1/C2 CompilerThreadN"; none in a
 *                  native image)
 * @param inTicks   true when some thread had no schedstat and was read in ticks
 */
public record ThreadCpu(Map<Long, Long> workNanos, Map<Long, Long> jitNanos, boolean inTicks) {

    private static final ThreadCpu GONE = new ThreadCpu(null, null, false);
    private static final long NANOS_PER_TICK = 10_000_000L; // USER_HZ = 100

    /** Reads every thread of {@code pid} now; a process that is gone reads as unknown. */
    public static ThreadCpu read(long pid) {
        Map<Long, Long> work = new TreeMap<>();
        Map<Long, Long> jit = new TreeMap<>();
        boolean inTicks = false;
        try (DirectoryStream<Path> tasks = Files.newDirectoryStream(Path.of("/proc", Long.toString(pid), "task"))) {
            for (Path task : tasks) {
                long tid;
                try {
                    tid = Long.parseLong(task.getFileName().toString());
                } catch (NumberFormatException e) {
                    continue;
                }
                try {
                    String stat = Files.readString(task.resolve("stat"));
                    String comm = stat.substring(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
                    long nanos = scheduledNanos(task);
                    if (nanos < 0) {
                        inTicks = true;
                        nanos = tickNanos(stat);
                    }
                    (isJitCompiler(comm) ? jit : work).put(tid, nanos);
                } catch (IOException | RuntimeException e) {
                    // the thread ended between the listing and the read: its time is simply not counted
                }
            }
        } catch (IOException e) {
            return GONE;
        }
        return new ThreadCpu(work, jit, inTicks);
    }

    /** HotSpot names them "C1 CompilerThread0", "C2 CompilerThread1"; the kernel keeps 15 characters. */
    static boolean isJitCompiler(String comm) {
        return comm.contains("CompilerThre");
    }

    /** Run time from schedstat's first field, or -1 where the kernel has none (CONFIG_SCHED_INFO off). */
    private static long scheduledNanos(Path task) {
        try {
            String schedstat = Files.readString(task.resolve("schedstat"));
            return Long.parseLong(schedstat.substring(0, schedstat.indexOf(' ')));
        } catch (IOException | RuntimeException e) {
            return -1;
        }
    }

    /** utime + stime of a thread's stat line (fields 14 and 15), in ns. */
    static long tickNanos(String stat) {
        String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
        return (Long.parseLong(f[11]) + Long.parseLong(f[12])) * NANOS_PER_TICK;
    }

    /**
     * CPU since {@code before}, summed per thread alive now (a thread started in between counts from zero; one that
     * ended in between is missed, so its last moments are not counted: the lab's services keep their threads).
     */
    public CpuUsage since(ThreadCpu before) {
        if (workNanos == null || before.workNanos == null) {
            return CpuUsage.UNKNOWN;
        }
        return new CpuUsage(delta(before.workNanos, workNanos) / 1e6, delta(before.jitNanos, jitNanos) / 1e6,
                inTicks || before.inTicks);
    }

    private static long delta(Map<Long, Long> before, Map<Long, Long> after) {
        long sum = 0;
        for (Map.Entry<Long, Long> e : after.entrySet()) {
            sum += Math.max(0, e.getValue() - before.getOrDefault(e.getKey(), 0L));
        }
        return sum;
    }
}
