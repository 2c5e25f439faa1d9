package dev.h2clab.bff.faults;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashMap;
import java.util.Map;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

import dev.h2clab.bff.support.AppProcess;
import dev.h2clab.bff.support.H2load;
import dev.h2clab.bff.support.PlainHttp;

/**
 * Overload at the edge: fan-outs of 64 calls offered at 2x and 5x the rate the pair sustains. With admission
 * control refused requests get an immediate 503 and the admitted ones complete, instead of every request starting
 * its calls and failing them all in the pool's wait queue (before, at 5x: 1 % of capacity left as goodput over
 * h2c, 8 % over HTTP/1.1). The bound checked here, {@value #MIN_SHARE}, is what the lab holds on 2 cores with the
 * load generator on the same machine (measured 37 to 83 %); the target is 0.8. Over h2c every call rides one
 * connection, so one event loop does all downstream work and shares it with the refusals.
 */
class OverloadIT {

    private static final String BURST = "/bff/burst?fanout=64";
    private static final int CAPACITY_CLIENTS = 16;
    private static final int WINDOW_SECONDS = 6;
    /** Each connection offers at most this many requests per second, below 1 / admitted latency. */
    private static final double MAX_RATE_PER_CLIENT = 20;
    private static final double MIN_SHARE = 0.3;

    @ParameterizedTest
    @CsvSource({ "h2c, -1", "http1, -1" })
    void goodputHoldsUnderOverload(String protocol, int maxInFlightCalls) {
        Map<String, String> env = new HashMap<>(Map.of("BFF_CATALOG_PROTOCOL", protocol,
                "BFF_CATALOG_MAX_IN_FLIGHT_CALLS", Integer.toString(maxInFlightCalls)));
        try (AppProcess catalog = AppProcess.catalog(Map.of())) {
            env.put("BFF_CATALOG_URL", "http://127.0.0.1:" + catalog.port());
            try (AppProcess bff = AppProcess.start("gateway-bff", AppProcess.bffJar(), env, "256m")) {
                String url = "http://127.0.0.1:" + bff.port() + BURST;
                H2load.run(url, CAPACITY_CLIENTS, 20); // JIT warm-up of both processes
                H2load.Run unloaded = H2load.run(url, 1, WINDOW_SECONDS);
                H2load.Run capacity = H2load.run(url, CAPACITY_CLIENTS, WINDOW_SECONDS);
                System.out.printf("overload (%s, fanout=64, max-in-flight-calls %d): unloaded p99 %.1f ms;"
                        + " capacity (%d clients) %.0f req/s, p99 %.1f ms%n", protocol, maxInFlightCalls,
                        unloaded.okPercentileMs(99), CAPACITY_CLIENTS, capacity.goodput(), capacity.okPercentileMs(99));
                assertThat(capacity.count(200)).as("capacity run all ok").isEqualTo(capacity.statuses().length);
                for (int factor : new int[] { 2, 5 }) {
                    double offered = factor * capacity.goodput();
                    int clients = (int) Math.ceil(offered / MAX_RATE_PER_CLIENT);
                    H2load.Run overload = H2load.run(url, clients, WINDOW_SECONDS, offered / clients);
                    double share = overload.goodput() / capacity.goodput();
                    System.out.printf("  %2dx (%.0f req/s offered by %d clients): goodput %.0f req/s = %.0f %% of"
                            + " capacity, %d refused with 503, admitted p99 %.1f ms = %.1fx unloaded%n", factor, offered,
                            clients, overload.goodput(), 100 * share, overload.count(503), overload.okPercentileMs(99),
                            overload.okPercentileMs(99) / unloaded.okPercentileMs(99));
                    assertThat(share).as("goodput at %dx / capacity", factor).isGreaterThanOrEqualTo(MIN_SHARE);
                    assertThat(overload.count(503) + overload.count(200)).as("only 200 and 503 under overload")
                            .isEqualTo(overload.statuses().length);
                }
                assertThat(PlainHttp.get(bff.port(), "/bff/products/1").status()).as("a request right after")
                        .isEqualTo(200);
            }
        }
    }
}
