package dev.h2clab.bff.rotation;

import org.junit.jupiter.api.Test;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

/** The REST client rotates too: its rotation timer starts at each connection's first request. */
@QuarkusTest
@TestProfile(RotationProfiles.H2cRestClientRotating.class)
class H2cRestClientRotationTest extends ConnectionRotationContract {

    H2cRestClientRotationTest() {
        super(3, Integer.MAX_VALUE, 2);
    }

    @Test
    void inFlightStreamsFinishAfterGoAway() {
        inFlightCallsSurviveRotation(8, 3000);
    }
}
