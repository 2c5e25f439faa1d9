package dev.h2clab.bff.matrix;

import dev.h2clab.bff.config.ClientKind;
import dev.h2clab.bff.config.Protocol;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

@QuarkusTest
@TestProfile(MatrixProfiles.Http1RestClient.class)
class Http1RestClientMatrixTest extends ProtocolMatrixContract {

    Http1RestClientMatrixTest() {
        super(Protocol.HTTP1, ClientKind.REST_CLIENT);
    }
}
