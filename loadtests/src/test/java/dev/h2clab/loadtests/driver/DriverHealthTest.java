package dev.h2clab.loadtests.driver;

import org.junit.jupiter.api.Test;

import java.util.concurrent.TimeUnit;

import static org.assertj.core.api.Assertions.assertThat;

class DriverHealthTest {

    @Test
    void aHealthyDriverHasNoBottleneck() {
        assertThat(DriverHealth.bottlenecks(0.90, 10_000, 100, 0)).as("at the thresholds, not above").isEmpty();
        assertThat(DriverHealth.bottlenecks(0.2, 0, 0, 0)).isEmpty();
    }

    @Test
    void eachLimitIsNamedWithItsFigure() {
        assertThat(DriverHealth.bottlenecks(0.95, 10_000, 101, 3)).containsExactly(
                "driver CPU saturated: busiest event loop 95% busy",
                "driver behind schedule: 101 of 10000 sends more than "
                        + TimeUnit.NANOSECONDS.toMillis(OpenModelScheduler.LATE_NANOS) + " ms late",
                "driver dropped 3 requests (in-flight cap reached)");
    }

    @Test
    void lateSendsOnlyCountInTheOpenModel() {
        assertThat(DriverHealth.bottlenecks(0.5, 0, 500, 0)).as("closed model: nothing is scheduled").isEmpty();
    }

    @Test
    void busiestLoopMeasuresARealEventLoopThread() throws Exception {
        Thread loop = new Thread(() -> {
            long end = System.nanoTime() + 1_000_000_000L;
            long x = 0;
            while (System.nanoTime() < end) {
                x += System.nanoTime() % 7;
            }
            assertThat(x).isNotNegative();
        }, "vert.x-eventloop-thread-99");
        DriverHealth health = new DriverHealth();
        loop.start();
        Thread.sleep(50); // the thread exists before the snapshot
        health.start();
        Thread.sleep(400); // measured while it still spins: a finished thread has no CPU time to read
        double busy = health.busiestLoop();
        loop.join();
        System.out.printf("a spinning event-loop thread measured %.0f%% busy%n", busy * 100);
        assertThat(busy).as("it spun for most of the span (2 cores may be shared)").isBetween(0.3, 1.05);
    }
}
