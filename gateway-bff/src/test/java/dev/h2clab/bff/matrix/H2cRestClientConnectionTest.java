package dev.h2clab.bff.matrix;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

/** The REST client would open up to 50 h2c connections on a cold burst unless its own pool size is set. */
@QuarkusTest
@TestProfile(MatrixProfiles.H2cRestClient.class)
class H2cRestClientConnectionTest extends ConnectionCountContract {

    H2cRestClientConnectionTest() {
        super(1);
    }
}
