package dev.h2clab.bff.rotation;

import org.junit.jupiter.api.Test;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

/**
 * h2c, pool 1, max-connection-age 500ms: at least 3 connections in 4 s, at most 2 ESTABLISHED at once (the one
 * draining after its GOAWAY and its successor), no failed call.
 */
@QuarkusTest
@TestProfile(RotationProfiles.H2cWebClientRotating.class)
class H2cWebClientRotationTest extends ConnectionRotationContract {

    H2cWebClientRotationTest() {
        super(3, Integer.MAX_VALUE, 2);
    }

    @Test
    void inFlightStreamsFinishAfterGoAway() {
        inFlightCallsSurviveRotation(8, 3000);
    }
}
