package dev.h2clab.bff.matrix;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

/** h2c prior knowledge, HTTP/2 pool 1: 128 concurrent streams ride exactly one TCP connection. */
@QuarkusTest
@TestProfile(MatrixProfiles.H2cWebClient.class)
class H2cWebClientConnectionTest extends ConnectionCountContract {

    H2cWebClientConnectionTest() {
        super(1);
    }
}
