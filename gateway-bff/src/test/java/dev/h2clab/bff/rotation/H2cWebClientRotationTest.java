package dev.h2clab.bff.rotation;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

/** h2c, pool 1, max-connection-age 500ms: connections rotate under load, at most two at once, no failed call. */
@QuarkusTest
@TestProfile(RotationProfiles.H2cWebClientRotating.class)
class H2cWebClientRotationTest extends ConnectionRotationContract {

    @Override
    void assertConnectionsOpened(double opened) {
        assertThat(opened).as("connections opened in 4 s with a 500 ms age").isGreaterThanOrEqualTo(3);
    }

    @Override
    int maxEstablished() {
        return 2; // the one draining after its GOAWAY and its successor
    }

    @Test
    void inFlightStreamsFinishAfterGoAway() {
        inFlightCallsSurviveRotation(8, 3000);
    }
}
