package dev.h2clab.bff.matrix;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

/** The REST client would open up to 50 h2c connections on a cold burst unless its own pool size is set. */
@QuarkusTest
@TestProfile(MatrixProfiles.H2cRestClient.class)
class H2cRestClientConnectionTest extends ConnectionCountContract {

    @Override
    void assertSamples(List<Integer> samples) {
        assertThat(samples).as("ESTABLISHED bff->catalog connections").containsOnly(1);
    }
}
