package dev.h2clab.bff.support;

import java.util.Map;

import io.quarkus.test.common.QuarkusTestResourceLifecycleManager;

/** Starts a real catalog-service for a test profile and points {@code bff.catalog.url} at it. */
public class CatalogProcessResource implements QuarkusTestResourceLifecycleManager {

    private static volatile CatalogProcess current;

    /** The catalog of the running profile, for tests that read its metrics. */
    public static CatalogProcess current() {
        if (current == null) {
            throw new IllegalStateException("no catalog-service running: the test profile must list CatalogProcessResource");
        }
        return current;
    }

    @Override
    public Map<String, String> start() {
        current = CatalogProcess.start(Map.of());
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
