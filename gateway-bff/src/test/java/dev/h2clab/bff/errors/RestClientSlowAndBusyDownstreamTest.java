package dev.h2clab.bff.errors;

import dev.h2clab.bff.config.ClientKind;
import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

/** The REST client honours the wait queue (503) and the timeout (504) like the WebClient. */
@QuarkusTest
@TestProfile(ConstrainedPoolProfile.RestClient.class)
class RestClientSlowAndBusyDownstreamTest extends BusyDownstreamContract {

    RestClientSlowAndBusyDownstreamTest() {
        super(ClientKind.REST_CLIENT);
    }
}
