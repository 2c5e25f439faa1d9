package dev.h2clab.bff.errors;

import java.util.Map;

import dev.h2clab.support.net.FreePort;
import io.quarkus.test.junit.QuarkusTestProfile;

/** catalog-service URL pointing at a loopback port nobody listens on. */
public class DownstreamDownProfile implements QuarkusTestProfile {

    static final long CONNECT_TIMEOUT_MS = 1000;

    @Override
    public Map<String, String> getConfigOverrides() {
        return Map.of("bff.catalog.url", "http://127.0.0.1:" + FreePort.find(),
                "bff.catalog.connect-timeout", CONNECT_TIMEOUT_MS + "ms",
                "bff.catalog.request-timeout", "3s");
    }

    @Override
    public boolean disableGlobalTestResources() {
        return true;
    }
}
