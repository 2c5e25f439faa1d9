package dev.h2clab.bff.matrix;

import dev.h2clab.bff.config.ClientKind;
import dev.h2clab.bff.config.Protocol;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

@QuarkusTest
@TestProfile(MatrixProfiles.H2cRestClient.class)
class H2cRestClientMatrixTest extends ProtocolMatrixContract {

    H2cRestClientMatrixTest() {
        super(Protocol.H2C, ClientKind.REST_CLIENT);
    }
}
