package dev.h2clab.loadtests.rollout;

import dev.h2clab.loadtests.driver.Outcome;
import dev.h2clab.loadtests.driver.RequestListener;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Locale;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicInteger;

/** Every finished request of a run, for the timeline a rollout needs (bounded: a run is seconds at a set rate). */
final class RequestLog implements RequestListener {

    /** One request: due at {@code intendedNanos}, answered {@code latencyNanos} later. */
    record Entry(long intendedNanos, long latencyNanos, boolean ok, String errorKind) {
    }

    private static final int MAX_ENTRIES = 5_000_000;

    private final ConcurrentLinkedQueue<Entry> entries = new ConcurrentLinkedQueue<>();
    private final AtomicInteger size = new AtomicInteger();
    private volatile boolean recording;

    void start() {
        entries.clear();
        size.set(0);
        recording = true;
    }

    void stop() {
        recording = false;
    }

    @Override
    public void completed(long intendedNanos, long endNanos, Outcome outcome) {
        if (recording && size.incrementAndGet() <= MAX_ENTRIES) {
            entries.add(new Entry(intendedNanos, endNanos - intendedNanos, outcome.ok(), outcome.errorKind()));
        }
    }

    List<Entry> entries() {
        return new ArrayList<>(entries);
    }

    /**
     * Writes {@code requests.csv}: one row per request due in the window, seconds from {@code originNanos}, for
     * plotting a run's timeline against its steps.
     */
    void writeCsv(Path file, long originNanos, double windowSeconds) throws IOException {
        List<Entry> sorted = entries();
        sorted.sort(Comparator.comparingLong(Entry::intendedNanos));
        try (BufferedWriter out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
            out.write("due_s,latency_ms,outcome\n");
            for (Entry e : sorted) {
                double t = (e.intendedNanos() - originNanos) / 1e9;
                if (t >= 0 && t < windowSeconds) {
                    out.write(String.format(Locale.ROOT, "%.4f,%.3f,%s%n", t, e.latencyNanos() / 1e6,
                            e.ok() ? "ok" : e.errorKind()));
                }
            }
        }
    }

    /** True when the log stopped keeping entries (the analysis would be partial). */
    boolean overflowed() {
        return size.get() > MAX_ENTRIES;
    }
}
