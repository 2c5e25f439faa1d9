package dev.h2clab.loadtests.driver;

import java.time.Duration;

/**
 * The load model: closed ({@code vus} virtual users, one request at a time each, no think time, ramped in
 * over {@code ramp}) or open ({@code rate} requests per second on a fixed schedule, whatever the responses do).
 */
public record LoadShape(int vus, Duration ramp, double rate) {

    public static LoadShape closed(int vus, Duration ramp) {
        return new LoadShape(vus, ramp, 0);
    }

    public static LoadShape open(double rate) {
        return new LoadShape(0, Duration.ZERO, rate);
    }

    public boolean open() {
        return rate > 0;
    }

    public String describe() {
        return open() ? String.format("open model, %.0f req/s", rate)
                : String.format("closed model, %d VUs, ramp %ds", vus, ramp.toSeconds());
    }
}
