package dev.h2clab.bff.errors;

import dev.h2clab.bff.config.ClientKind;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

/** The JDK client's timeout answers 504 too (it has no wait queue, so no 503 case). */
@QuarkusTest
@TestProfile(ConstrainedPoolProfile.Jdk.class)
class JdkSlowDownstreamTest extends SlowDownstreamContract {

    JdkSlowDownstreamTest() {
        super(ClientKind.JDK);
    }
}
