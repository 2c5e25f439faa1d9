package dev.h2clab.bff.rotation;

import java.util.HashMap;
import java.util.Map;

import dev.h2clab.bff.config.ClientKind;
import dev.h2clab.bff.config.Protocol;
import dev.h2clab.bff.support.CatalogBackedProfile;

/** Pool sizes explicit (HTTP/2 pool 1), a request timeout that the slow in-flight calls fit in, and the age. */
public final class RotationProfiles {

    /** Short, so that a 4 s run sees about eight rotations. */
    static final String AGE = "500ms";
    static final int HTTP1_POOL = 2;

    private RotationProfiles() {
    }

    private static Map<String, String> settings(String age) {
        Map<String, String> settings = new HashMap<>(Map.of(
                "bff.catalog.http1-pool-size", Integer.toString(HTTP1_POOL),
                "bff.catalog.http2-pool-size", "1",
                "bff.catalog.request-timeout", "10s"));
        if (age != null) {
            settings.put("bff.catalog.max-connection-age", age);
        }
        return settings;
    }

    public static class H2cWebClientRotating extends CatalogBackedProfile {
        public H2cWebClientRotating() {
            super(Protocol.H2C, ClientKind.WEB_CLIENT, settings(AGE));
        }
    }

    /** The key unset: the default 0s keeps one connection for the whole run. */
    public static class H2cWebClientDefault extends CatalogBackedProfile {
        public H2cWebClientDefault() {
            super(Protocol.H2C, ClientKind.WEB_CLIENT, settings(null));
        }
    }

    public static class H2cRestClientRotating extends CatalogBackedProfile {
        public H2cRestClientRotating() {
            super(Protocol.H2C, ClientKind.REST_CLIENT, settings(AGE));
        }
    }

    public static class Http1WebClientRotating extends CatalogBackedProfile {
        public Http1WebClientRotating() {
            super(Protocol.HTTP1, ClientKind.WEB_CLIENT, settings(AGE));
        }
    }
}
