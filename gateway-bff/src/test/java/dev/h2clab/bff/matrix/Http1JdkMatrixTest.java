package dev.h2clab.bff.matrix;

import dev.h2clab.bff.config.ClientKind;
import dev.h2clab.bff.config.Protocol;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

@QuarkusTest
@TestProfile(MatrixProfiles.Http1Jdk.class)
class Http1JdkMatrixTest extends ProtocolMatrixContract {

    Http1JdkMatrixTest() {
        super(Protocol.HTTP1, ClientKind.JDK);
    }
}
