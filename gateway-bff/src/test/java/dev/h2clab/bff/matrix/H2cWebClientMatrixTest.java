package dev.h2clab.bff.matrix;

import dev.h2clab.bff.config.ClientKind;
import dev.h2clab.bff.config.Protocol;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

@QuarkusTest
@TestProfile(MatrixProfiles.H2cWebClient.class)
class H2cWebClientMatrixTest extends ProtocolMatrixContract {

    H2cWebClientMatrixTest() {
        super(Protocol.H2C, ClientKind.WEB_CLIENT);
    }
}
