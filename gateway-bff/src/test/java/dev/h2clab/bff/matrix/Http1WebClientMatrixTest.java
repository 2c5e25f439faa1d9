package dev.h2clab.bff.matrix;

import dev.h2clab.bff.config.ClientKind;
import dev.h2clab.bff.config.Protocol;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

@QuarkusTest
@TestProfile(MatrixProfiles.Http1WebClient.class)
class Http1WebClientMatrixTest extends ProtocolMatrixContract {

    Http1WebClientMatrixTest() {
        super(Protocol.HTTP1, ClientKind.WEB_CLIENT);
    }
}
