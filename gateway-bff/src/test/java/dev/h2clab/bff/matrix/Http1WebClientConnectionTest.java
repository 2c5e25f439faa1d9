package dev.h2clab.bff.matrix;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

/** HTTP/1.1, pool 8: one request per connection at a time, so the burst spreads over several, never over 8. */
@QuarkusTest
@TestProfile(MatrixProfiles.Http1WebClient.class)
class Http1WebClientConnectionTest extends ConnectionCountContract {

    Http1WebClientConnectionTest() {
        super(8);
    }
}
