package dev.h2clab.bff.matrix;

import java.util.Map;

import dev.h2clab.bff.config.ClientKind;
import dev.h2clab.bff.config.Protocol;
import dev.h2clab.bff.support.CatalogBackedProfile;

/** The 8 supported protocol x client combinations (jdk has no h2c prior knowledge), pool sizes explicit. */
public final class MatrixProfiles {

    /** HTTP/1.1 pool 8 (the kernel test expects 2..8 connections), HTTP/2 pool 1. */
    static final Map<String, String> POOLS = Map.of(
            "bff.catalog.http1-pool-size", "8",
            "bff.catalog.http2-pool-size", "1",
            "bff.catalog.request-timeout", "10s");

    private MatrixProfiles() {
    }

    public static class Http1WebClient extends CatalogBackedProfile {
        public Http1WebClient() {
            super(Protocol.HTTP1, ClientKind.WEB_CLIENT, POOLS);
        }
    }

    public static class H2cWebClient extends CatalogBackedProfile {
        public H2cWebClient() {
            super(Protocol.H2C, ClientKind.WEB_CLIENT, POOLS);
        }
    }

    public static class H2cUpgradeWebClient extends CatalogBackedProfile {
        public H2cUpgradeWebClient() {
            super(Protocol.H2C_UPGRADE, ClientKind.WEB_CLIENT, POOLS);
        }
    }

    public static class Http1RestClient extends CatalogBackedProfile {
        public Http1RestClient() {
            super(Protocol.HTTP1, ClientKind.REST_CLIENT, POOLS);
        }
    }

    public static class H2cRestClient extends CatalogBackedProfile {
        public H2cRestClient() {
            super(Protocol.H2C, ClientKind.REST_CLIENT, POOLS);
        }
    }

    public static class H2cUpgradeRestClient extends CatalogBackedProfile {
        public H2cUpgradeRestClient() {
            super(Protocol.H2C_UPGRADE, ClientKind.REST_CLIENT, POOLS);
        }
    }

    public static class Http1Jdk extends CatalogBackedProfile {
        public Http1Jdk() {
            super(Protocol.HTTP1, ClientKind.JDK, POOLS);
        }
    }

    /**
     * The JDK 17 client fails a stream beyond the server's SETTINGS_MAX_CONCURRENT_STREAMS ("too many concurrent
     * streams") instead of queueing it or opening a connection; this test's 165 calls in flight could exceed
     * catalog-service's 100 on one warm connection. The matrix checks versions, so the cap is raised here.
     */
    public static class H2cUpgradeJdk extends CatalogBackedProfile {
        public H2cUpgradeJdk() {
            super(Protocol.H2C_UPGRADE, ClientKind.JDK, POOLS,
                    Map.of("QUARKUS_HTTP_LIMITS_MAX_CONCURRENT_STREAMS", "1000"));
        }
    }
}
