package dev.h2clab.bff.rotation;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

/**
 * HTTP/1.1, pool 2, max-connection-age 500ms: an expired connection closes after its next request (sent with
 * {@code Connection: close}) and stays counted in the pool until then, so the pool size bounds ESTABLISHED.
 */
@QuarkusTest
@TestProfile(RotationProfiles.Http1WebClientRotating.class)
class Http1WebClientRotationTest extends ConnectionRotationContract {

    Http1WebClientRotationTest() {
        super(3, Integer.MAX_VALUE, RotationProfiles.HTTP1_POOL);
    }
}
