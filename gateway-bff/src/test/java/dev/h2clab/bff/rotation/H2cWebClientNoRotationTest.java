package dev.h2clab.bff.rotation;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

/** Without the key (default 0s = off) one h2c connection carries the whole run: the pinning k8s shows. */
@QuarkusTest
@TestProfile(RotationProfiles.H2cWebClientDefault.class)
class H2cWebClientNoRotationTest extends ConnectionRotationContract {

    @Override
    void assertConnectionsOpened(double opened) {
        assertThat(opened).as("connections opened from a cold start without rotation").isEqualTo(1);
    }

    @Override
    int maxEstablished() {
        return 1;
    }
}
