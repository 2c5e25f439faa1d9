package dev.h2clab.bff.matrix;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

/** h2c prior knowledge, HTTP/2 pool 1: 128 concurrent streams ride exactly one TCP connection. */
@QuarkusTest
@TestProfile(MatrixProfiles.H2cWebClient.class)
class H2cWebClientConnectionTest extends ConnectionCountContract {

    @Override
    void assertSamples(List<Integer> samples) {
        assertThat(samples).as("ESTABLISHED bff->catalog connections").containsOnly(1);
    }
}
