package dev.h2clab.catalog;

import io.quarkus.test.junit.QuarkusIntegrationTest;

/** The kernel connection count of the packaged application. */
@QuarkusIntegrationTest
public class InboundConnectionCountIT extends InboundConnectionCountTest {
}
