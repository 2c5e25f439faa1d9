package dev.h2clab.bff.rotation;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

/**
 * HTTP/1.1, pool 2, max-connection-age 500ms: a connection is closed after its in-flight request, and it stays
 * counted in the pool until then, so the pool size still bounds the ESTABLISHED count.
 */
@QuarkusTest
@TestProfile(RotationProfiles.Http1WebClientRotating.class)
class Http1WebClientRotationTest extends ConnectionRotationContract {

    @Override
    void assertConnectionsOpened(double opened) {
        assertThat(opened).as("connections opened in 4 s with a 500 ms age").isGreaterThanOrEqualTo(3);
    }

    @Override
    int maxEstablished() {
        return RotationProfiles.HTTP1_POOL;
    }
}
