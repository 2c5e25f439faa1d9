package dev.h2clab.catalog;

import io.quarkus.test.junit.QuarkusIntegrationTest;

/** curl, h2load and nghttp against the packaged application. */
@QuarkusIntegrationTest
public class ExternalClientsIT extends ExternalClientsTest {
}
