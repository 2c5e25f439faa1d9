package dev.h2clab.loadtests.sampling;

import dev.h2clab.loadtests.stats.CpuUsage;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The /proc readers against this very JVM (Linux; the lab's services are Linux processes too). */
class ProcReadingsTest {

    @Test
    void cpuTimeAndRssOfTheCurrentProcess() {
        long pid = ProcessHandle.current().pid();
        double before = ProcStats.cpuMillis(pid);
        long sink = 0;
        long until = System.nanoTime() + 300_000_000L;
        while (System.nanoTime() < until) {
            sink += Long.numberOfTrailingZeros(System.nanoTime());
        }
        assertThat(sink).isNotNegative();
        assertThat(ProcStats.cpuMillis(pid)).isGreaterThan(before);
        assertThat(ProcStats.rssMb(pid)).isBetween(10.0, 100_000.0);
        assertThat(ProcStats.cpuMillis(Long.MAX_VALUE)).isNaN();
    }

    @Test
    void cpuPerThreadCountsABusyThreadInNanosecondsAndKeepsTheJitApart() throws Exception {
        long pid = ProcessHandle.current().pid();
        ThreadCpu before = ThreadCpu.read(pid);
        java.lang.management.ThreadMXBean mx = java.lang.management.ManagementFactory.getThreadMXBean();
        long[] own = new long[1];
        java.util.concurrent.CountDownLatch measured = new java.util.concurrent.CountDownLatch(1);
        java.util.concurrent.CountDownLatch read = new java.util.concurrent.CountDownLatch(1);
        Thread spinner = new Thread(() -> {
            long sink = 0;
            long until = System.nanoTime() + 300_000_000L;
            while (System.nanoTime() < until) {
                sink += Long.numberOfTrailingZeros(System.nanoTime());
            }
            own[0] = mx.getCurrentThreadCpuTime() + (sink < 0 ? 1 : 0);
            measured.countDown();
            try {
                read.await(); // alive while the reading is taken: an ended thread is not counted
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "lab-test-spinner");
        spinner.start();
        measured.await();
        CpuUsage used = ThreadCpu.read(pid).since(before);
        read.countDown();
        spinner.join();
        System.out.printf("a thread spinning 300 ms (%.1f ms by its own clock): the process used %.1f ms outside the"
                + " JIT and %.1f ms in it%n", own[0] / 1e6, used.workMs(), used.jitMs());
        assertThat(used.workMs()).isGreaterThanOrEqualTo(own[0] / 1e6 * 0.99);
        assertThat(used.inTicks()).isFalse(); // schedstat on every Linux the lab runs on
        // this JVM runs HotSpot's JIT, whose threads are read apart
        assertThat(ThreadCpu.read(pid).jitNanos()).isNotEmpty();
        assertThat(ThreadCpu.isJitCompiler("C2 CompilerThre")).isTrue();
        assertThat(ThreadCpu.isJitCompiler("vert.x-eventloo")).isFalse();
        assertThat(ThreadCpu.read(Long.MAX_VALUE).since(before).workMs()).isNaN();
    }

    @Test
    void machineCpuBusySeesOneBusyCore() {
        // one thread spinning keeps at least one core busy: the machine's busy share cannot be below 1/cores by
        // much (the scheduler may leave the thread off-CPU only when something else ran instead)
        int cores = Runtime.getRuntime().availableProcessors();
        MachineCpu cpu = MachineCpu.start();
        long sink = 0;
        long until = System.nanoTime() + 400_000_000L;
        while (System.nanoTime() < until) {
            sink += Long.numberOfTrailingZeros(System.nanoTime());
        }
        double busy = cpu.busySinceStart();
        System.out.printf("machine busy while one thread spun on %d cores: %.2f%n", cores, busy);
        assertThat(sink).isNotNegative();
        assertThat(busy).isBetween(0.8 / cores, 1.0);
    }

    @Test
    void cpuOfAChildThatEndedAndWasWaitedForIsCounted() throws Exception {
        long self = ProcessHandle.current().pid();
        double before = ProcStats.reapedChildrenCpuMillis(self);
        Process busy = new ProcessBuilder("sh", "-c", "i=0; while [ $i -lt 300000 ]; do i=$((i+1)); done").start();
        assertThat(busy.waitFor()).isZero();

        double grown = ProcStats.reapedChildrenCpuMillis(self) - before;
        System.out.printf("a busy child used %.0f ms of CPU, counted after it was reaped%n", grown);
        assertThat(grown).isGreaterThanOrEqualTo(100);
        assertThat(ProcStats.reapedChildrenCpuMillis(Long.MAX_VALUE)).isNaN();
    }
}
