package dev.h2clab.bff.matrix;

import dev.h2clab.bff.config.ClientKind;
import dev.h2clab.bff.config.Protocol;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

@QuarkusTest
@TestProfile(MatrixProfiles.H2cUpgradeRestClient.class)
class H2cUpgradeRestClientMatrixTest extends ProtocolMatrixContract {

    H2cUpgradeRestClientMatrixTest() {
        super(Protocol.H2C_UPGRADE, ClientKind.REST_CLIENT);
    }
}
