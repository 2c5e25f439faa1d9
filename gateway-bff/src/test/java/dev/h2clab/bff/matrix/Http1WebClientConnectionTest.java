package dev.h2clab.bff.matrix;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Collections;
import java.util.List;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.TestProfile;

/** HTTP/1.1, pool 8: one request per connection at a time, so the burst spreads over several, never over 8. */
@QuarkusTest
@TestProfile(MatrixProfiles.Http1WebClient.class)
class Http1WebClientConnectionTest extends ConnectionCountContract {

    @Override
    void assertSamples(List<Integer> samples) {
        assertThat(samples).as("ESTABLISHED bff->catalog connections").allSatisfy(n -> assertThat(n).isBetween(1, 8));
        assertThat(Collections.max(samples)).as("most connections seen at once").isGreaterThan(1);
    }
}
