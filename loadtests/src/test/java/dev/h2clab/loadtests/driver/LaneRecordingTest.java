package dev.h2clab.loadtests.driver;

import dev.h2clab.loadtests.stats.TimelinePoint;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.assertj.core.api.Assertions.assertThat;

class LaneRecordingTest {

    private static final long MS = 1_000_000L;

    @Test
    void latencyCountsFromTheIntendedTimeServiceTimeFromTheActualSend() {
        MeasureWindow window = new MeasureWindow();
        window.set(0, 1_000 * MS);
        Lane lane = new Lane(null, null, window);
        lane.inFlight.set(3);
        // due at 100 ms, the driver only got to send it at 150 ms, answered at 160 ms
        lane.complete(100 * MS, 150 * MS, 160 * MS, Outcome.OK);
        lane.complete(2_000 * MS, 2_000 * MS, 2_001 * MS, Outcome.OK); // due after the window: ignored
        lane.complete(200 * MS, 200 * MS, 205 * MS, Outcome.ofStatus(503));

        Histogram latency = lane.latency.getIntervalHistogram();
        Histogram service = lane.serviceTime.getIntervalHistogram();
        assertThat(latency.getTotalCount()).isEqualTo(1);
        assertThat(latency.getMaxValue()).isBetween(59_950L, 60_050L); // microseconds
        assertThat(service.getMaxValue()).isBetween(9_990L, 10_010L);
        assertThat(lane.errors.get("status_503").sum()).isEqualTo(1);
        assertThat(lane.inFlight.get()).isZero();
    }

    @Test
    void mergerAddsEveryLaneAndKeepsOnePointPerSecond() {
        MeasureWindow window = new MeasureWindow();
        window.set(0, Long.MAX_VALUE - 1);
        Lane a = new Lane(null, null, window);
        Lane b = new Lane(null, null, window);
        for (int i = 1; i <= 100; i++) {
            a.complete(0, 0, i * MS, Outcome.OK); // 1..100 ms
            b.complete(0, 0, (100 + i) * MS, Outcome.OK); // 101..200 ms
        }
        HistogramMerger merger = new HistogramMerger();
        merger.collect(List.of(a.latency, b.latency), List.of(a.serviceTime, b.serviceTime), 0);
        b.complete(0, 0, 1_000 * MS, Outcome.OK);
        merger.collect(List.of(a.latency, b.latency), List.of(a.serviceTime, b.serviceTime), 1);

        Histogram total = merger.latency();
        assertThat(total.getTotalCount()).isEqualTo(201);
        assertThat(total.getValueAtPercentile(50) / 1000.0).isBetween(100.0, 101.5);
        assertThat(total.getMaxValue() / 1000.0).isBetween(999.0, 1001.0);
        assertThat(merger.timeline()).extracting(TimelinePoint::requests).containsExactly(200L, 1L);
        assertThat(merger.timeline().get(0).p99Ms()).isBetween(197.0, 199.5);
    }

    @Test
    void errorsAreClassifiedByKind() {
        assertThat(Outcome.ofFailure(new java.util.concurrent.TimeoutException("x")).errorKind()).isEqualTo("timeout");
        assertThat(Outcome.ofFailure(new java.net.ConnectException("Connection refused")).errorKind()).isEqualTo("connect");
        assertThat(Outcome.ofStatus(504).errorKind()).isEqualTo("status_504");
        assertThat(Outcome.ofStatus(200).ok()).isTrue();
    }
}
