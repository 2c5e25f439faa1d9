package dev.h2clab.bff.rotation;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

/** The REST client rotates too: its rotation is scheduled at each connection's first request. */
@QuarkusTest
@TestProfile(RotationProfiles.H2cRestClientRotating.class)
class H2cRestClientRotationTest extends ConnectionRotationContract {

    @Override
    void assertConnectionsOpened(double opened) {
        assertThat(opened).as("connections opened in 4 s with a 500 ms age").isGreaterThanOrEqualTo(3);
    }

    @Override
    int maxEstablished() {
        return 2;
    }

    @Test
    void inFlightStreamsFinishAfterGoAway() {
        inFlightCallsSurviveRotation(8, 3000);
    }
}
