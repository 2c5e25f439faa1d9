package dev.h2clab.catalog;

import io.quarkus.test.junit.QuarkusIntegrationTest;

/** The same checks against the packaged application (fast-jar, or native when built). */
@QuarkusIntegrationTest
public class CatalogEndpointsIT extends CatalogEndpointsTest {
}
