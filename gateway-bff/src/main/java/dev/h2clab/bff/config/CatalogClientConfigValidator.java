package dev.h2clab.bff.config;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/** Cross-field rules that a single key's converter cannot see; violations stop startup. */
public final class CatalogClientConfigValidator {

    private CatalogClientConfigValidator() {
    }

    /** Throws {@link IllegalStateException} listing every violated rule, each naming its key. */
    public static void validate(CatalogClientConfig config) {
        List<String> problems = problems(config);
        if (!problems.isEmpty()) {
            throw new IllegalStateException("Invalid gateway-bff configuration: " + String.join("; ", problems));
        }
    }

    /** One message per violated rule, empty when the configuration is usable. */
    public static List<String> problems(CatalogClientConfig config) {
        List<String> problems = new ArrayList<>();
        if (config.client() == ClientKind.JDK && config.protocol() == Protocol.H2C) {
            problems.add("bff.catalog.protocol=h2c is not supported with bff.catalog.client=jdk"
                    + " (java.net.http.HttpClient has no HTTP/2 prior knowledge); allowed protocols for jdk: http1, h2c-upgrade");
        }
        if (!"http".equals(config.url().getScheme()) || config.url().getHost() == null) {
            problems.add("bff.catalog.url must be an http:// URL with a host, was '" + config.url() + "'");
        }
        atLeastOne(problems, "bff.catalog.http1-pool-size", config.http1PoolSize());
        atLeastOne(problems, "bff.catalog.http2-pool-size", config.http2PoolSize());
        if (config.http2MultiplexingLimit() == 0 || config.http2MultiplexingLimit() < -1) {
            problems.add("bff.catalog.http2-multiplexing-limit must be -1 (server limit) or >= 1, was "
                    + config.http2MultiplexingLimit());
        }
        if (config.http2ConnectionWindowSize() == 0 || config.http2ConnectionWindowSize() < -1) {
            problems.add("bff.catalog.http2-connection-window-size must be -1 (default) or >= 1, was "
                    + config.http2ConnectionWindowSize());
        }
        if (config.http2InitialWindowSize() == 0 || config.http2InitialWindowSize() < -1) {
            problems.add("bff.catalog.http2-initial-window-size must be -1 (default) or >= 1, was "
                    + config.http2InitialWindowSize());
        }
        if (config.maxWaitQueue() < -1) {
            problems.add("bff.catalog.max-wait-queue must be -1 (unbounded) or >= 0, was " + config.maxWaitQueue());
        }
        if (config.maxInFlightCalls() < -1) {
            problems.add("bff.catalog.max-in-flight-calls must be -1 (auto), 0 (no limit) or >= 1, was "
                    + config.maxInFlightCalls());
        }
        if (config.admission() == AdmissionMode.ADAPTIVE && config.admissionLimit() == 0) {
            problems.add("bff.catalog.admission=adaptive needs a bound: bff.catalog.max-in-flight-calls >= 1, or -1 (auto)"
                    + " with a bounded bff.catalog.max-wait-queue; was max-in-flight-calls=" + config.maxInFlightCalls()
                    + ", max-wait-queue=" + config.maxWaitQueue());
        }
        if (config.overloadRetryAfter().toSeconds() < 1) {
            problems.add("bff.catalog.overload-retry-after must be at least 1s (Retry-After counts whole seconds), was "
                    + config.overloadRetryAfter());
        }
        positive(problems, "bff.catalog.connect-timeout", config.connectTimeout());
        positive(problems, "bff.catalog.request-timeout", config.requestTimeout());
        positive(problems, "bff.catalog.idle-timeout", config.idleTimeout());
        maxConnectionAge(problems, config);
        return problems;
    }

    private static void atLeastOne(List<String> problems, String key, int value) {
        if (value < 1) {
            problems.add(key + " must be >= 1, was " + value);
        }
    }

    private static void maxConnectionAge(List<String> problems, CatalogClientConfig config) {
        Duration age = config.maxConnectionAge();
        if (age.isNegative() || age.toMillis() > Integer.MAX_VALUE) {
            problems.add("bff.catalog.max-connection-age must be >= 0 (0s = off, e.g. 30s) and fit in int"
                    + " milliseconds, was " + age.toMillis() + "ms");
        } else if (!age.isZero() && config.client() == ClientKind.JDK) {
            problems.add("bff.catalog.max-connection-age=" + age.toMillis() + "ms is not supported with"
                    + " bff.catalog.client=jdk (java.net.http.HttpClient exposes no connection to shut down);"
                    + " use web-client or rest-client, or 0s");
        }
    }

    private static void positive(List<String> problems, String key, Duration value) {
        if (value.isNegative() || value.isZero() || value.toMillis() > Integer.MAX_VALUE) {
            problems.add(key + " must be > 0 (e.g. 500ms, 1s) and fit in int milliseconds, was " + value);
        }
    }
}
