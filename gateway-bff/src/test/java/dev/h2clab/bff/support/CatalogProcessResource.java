package dev.h2clab.bff.support;

import java.util.Map;

import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;

/** Starts a real catalog-service for a test profile and points {@code bff.catalog.url} at it. */
public class CatalogProcessResource implements QuarkusTestResourceLifecycleManager {

    private static volatile AppProcess current;

    /** Environment for the catalog process, from the profile's {@code TestResourceEntry} arguments. */
    private Map<String, String> catalogEnv = Map.of();

    /** The catalog of the running profile, for tests that read its metrics. */
    public static AppProcess current() {
        if (current == null) {
            throw new IllegalStateException("no catalog-service running: the test profile must list CatalogProcessResource");
        }
        return current;
    }

    @Override
    public void init(Map<String, String> initArgs) {
        catalogEnv = Map.copyOf(initArgs);
    }

    @Override
    public Map<String, String> start() {
        current = AppProcess.catalog(catalogEnv);
        return Map.of("bff.catalog.url", "http://127.0.0.1:" + current.port());
    }

    @Override
    public void stop() {
        if (current != null) {
            current.close();
            current = null;
        }
    }
}
