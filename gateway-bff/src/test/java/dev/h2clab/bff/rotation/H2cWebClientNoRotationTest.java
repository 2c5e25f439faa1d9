package dev.h2clab.bff.rotation;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

/** Without the key (default 0s = off) one h2c connection carries the whole run: the pinning k8s shows. */
@QuarkusTest
@TestProfile(RotationProfiles.H2cWebClientDefault.class)
class H2cWebClientNoRotationTest extends ConnectionRotationContract {

    H2cWebClientNoRotationTest() {
        super(1, 1, 1);
    }
}
