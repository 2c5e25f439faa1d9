package dev.h2clab.bff.errors;

import java.util.Map;

import dev.h2clab.bff.config.ClientKind;
import dev.h2clab.bff.config.Protocol;
import dev.h2clab.bff.support.CatalogBackedProfile;

/** One HTTP/1.1 connection, a wait queue of 2 and a 300 ms request timeout, in front of a real catalog. */
public class ConstrainedPoolProfile extends CatalogBackedProfile {

    static final long REQUEST_TIMEOUT_MS = 300;

    public ConstrainedPoolProfile() {
        this(ClientKind.WEB_CLIENT);
    }

    ConstrainedPoolProfile(ClientKind client) {
        super(Protocol.HTTP1, client, Map.of(
                "bff.catalog.http1-pool-size", "1",
                "bff.catalog.max-wait-queue", "2",
                "bff.catalog.request-timeout", REQUEST_TIMEOUT_MS + "ms",
                // no admission limit: these tests reach the pool's own wait queue (AdmissionTest covers the limit)
                "bff.catalog.max-in-flight-calls", "0"));
    }

    /** The same constraints with the Quarkus REST client. */
    public static class RestClient extends ConstrainedPoolProfile {
        public RestClient() {
            super(ClientKind.REST_CLIENT);
        }
    }

    /** The same constraints with the JDK client (which has no wait queue: only the timeout applies). */
    public static class Jdk extends ConstrainedPoolProfile {
        public Jdk() {
            super(ClientKind.JDK);
        }
    }
}
