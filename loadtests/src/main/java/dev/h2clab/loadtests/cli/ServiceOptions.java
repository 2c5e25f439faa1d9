package dev.h2clab.loadtests.cli;

import java.util.Map;
import java.util.Set;

import picocli.CommandLine;
import picocli.CommandLine.Option;

/**
 * The options of every command that starts the pair (compare, sweep, rollout), declared and checked once: the
 * bff's HTTP/2 pool, the services' heap and their extra environment.
 */
final class ServiceOptions {

    /** Keys that define a cell: the lab sets them, --bff-env may not. */
    private static final Set<String> BFF_RESERVED = Set.of("QUARKUS_HTTP_PORT", "QUARKUS_HTTP_HOST", "BFF_CATALOG_URL",
            "BFF_CATALOG_PROTOCOL", "BFF_CATALOG_CLIENT");
    private static final Set<String> CATALOG_RESERVED = Set.of("QUARKUS_HTTP_PORT", "QUARKUS_HTTP_HOST");

    @Option(names = "--h2-pool", paramLabel = "N", description = "bff HTTP/2 connection pool size, 1..64. Default: 1.")
    Integer h2Pool;

    @Option(names = "--heap-mb", paramLabel = "MB", description = "-Xmx of each service, 64..16384. Default: 256 (more "
            + "for the large payloads of a preset that needs it).")
    Integer heapMb;

    @Option(names = "--bff-env", paramLabel = "KEY=VALUE", description = "Extra gateway-bff environment (repeatable), "
            + "e.g. BFF_CATALOG_HTTP2_CONNECTION_WINDOW_SIZE=16777216 or BFF_CATALOG_MAX_CONNECTION_AGE=30s. Port, URL, "
            + "protocol and client stay the lab's.")
    Map<String, String> bffEnv;

    @Option(names = "--catalog-env", paramLabel = "KEY=VALUE", description = "Extra catalog-service environment "
            + "(repeatable), e.g. QUARKUS_HTTP_LIMITS_MAX_CONCURRENT_STREAMS=1000. Port and address stay the lab's.")
    Map<String, String> catalogEnv;

    /** Refuses out-of-range values and environment that would redefine the cell. */
    void check(CommandLine cmd) {
        OptionChecks.range(cmd, "--h2-pool", h2Pool, 1, 64);
        OptionChecks.range(cmd, "--heap-mb", heapMb, 64, 16_384);
        OptionChecks.environment(cmd, "--bff-env", bffEnv, BFF_RESERVED, "use --protocols and the client option");
        OptionChecks.environment(cmd, "--catalog-env", catalogEnv, CATALOG_RESERVED, "the lab picks them per service");
    }

    int h2PoolOrDefault() {
        return h2Pool != null ? h2Pool : 1;
    }

    int heapMbOrDefault() {
        return heapMb != null ? heapMb : 256;
    }
}
