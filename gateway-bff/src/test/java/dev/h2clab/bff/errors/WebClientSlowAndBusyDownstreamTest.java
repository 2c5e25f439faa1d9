package dev.h2clab.bff.errors;

import dev.h2clab.bff.config.ClientKind;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

/** WebClient: a slow downstream answers 504, a full wait queue 503, and nothing hangs. */
@QuarkusTest
@TestProfile(ConstrainedPoolProfile.class)
class WebClientSlowAndBusyDownstreamTest extends BusyDownstreamContract {

    WebClientSlowAndBusyDownstreamTest() {
        super(ClientKind.WEB_CLIENT);
    }
}
