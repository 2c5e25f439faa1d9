package dev.h2clab.loadtests.driver;

/** Told about each finished request, on the driver's event loops: keep it cheap and thread-safe. */
@FunctionalInterface
public interface RequestListener {

    RequestListener NONE = (intendedNanos, endNanos, outcome) -> { };

    /**
     * @param intendedNanos when the request was due ({@link NanoClock#SYSTEM} time; the send time in the closed model)
     * @param endNanos      when its answer (or failure) arrived
     */
    void completed(long intendedNanos, long endNanos, Outcome outcome);
}
