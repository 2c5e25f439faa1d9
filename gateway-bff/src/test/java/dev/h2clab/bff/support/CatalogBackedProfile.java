package dev.h2clab.bff.support;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import dev.h2clab.bff.config.ClientKind;
import dev.h2clab.bff.config.Protocol;
import io.quarkus.test.junit.QuarkusTestProfile;

/** A protocol x client combination of gateway-bff in front of a real catalog-service process. */
public abstract class CatalogBackedProfile implements QuarkusTestProfile {

    private final Protocol protocol;
    private final ClientKind client;
    private final Map<String, String> extra;
    private final Map<String, String> catalogEnv;

    protected CatalogBackedProfile(Protocol protocol, ClientKind client, Map<String, String> extra) {
        this(protocol, client, extra, Map.of());
    }

    /** @param catalogEnv environment variables for the catalog-service process (e.g. its HTTP/2 settings) */
    protected CatalogBackedProfile(Protocol protocol, ClientKind client, Map<String, String> extra,
            Map<String, String> catalogEnv) {
        this.protocol = protocol;
        this.client = client;
        this.extra = extra;
        this.catalogEnv = catalogEnv;
    }

    public Protocol protocol() {
        return protocol;
    }

    public ClientKind client() {
        return client;
    }

    @Override
    public Map<String, String> getConfigOverrides() {
        Map<String, String> config = new HashMap<>(extra);
        config.put("bff.catalog.protocol", protocol.configName());
        config.put("bff.catalog.client", client.configName());
        return config;
    }

    @Override
    public List<TestResourceEntry> testResources() {
        return List.of(new TestResourceEntry(CatalogProcessResource.class, catalogEnv));
    }

    @Override
    public boolean disableGlobalTestResources() {
        return true;
    }
}
