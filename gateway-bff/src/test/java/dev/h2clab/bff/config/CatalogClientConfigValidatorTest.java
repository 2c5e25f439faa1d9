package dev.h2clab.bff.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;

import org.junit.jupiter.api.Test;

class CatalogClientConfigValidatorTest {

    @Test
    void defaultsAndEverySupportedCombinationAreValid() {
        for (Protocol protocol : Protocol.values()) {
            for (ClientKind client : ClientKind.values()) {
                if (!(client == ClientKind.JDK && protocol == Protocol.H2C)) {
                    assertThat(CatalogClientConfigValidator.problems(TestConfig.defaults().with(protocol, client)))
                            .as("%s + %s", protocol, client).isEmpty();
                }
            }
        }
    }

    @Test
    void jdkWithPriorKnowledgeIsRejectedNamingKeysAndAlternatives() {
        assertThatThrownBy(() -> CatalogClientConfigValidator.validate(
                TestConfig.defaults().with(Protocol.H2C, ClientKind.JDK)))
                .isInstanceOf(IllegalStateException.class)
                .hasMessageContaining("bff.catalog.protocol=h2c")
                .hasMessageContaining("bff.catalog.client=jdk")
                .hasMessageContaining("http1, h2c-upgrade");
    }

    @Test
    void streamWindowIsDefaultOrPositive() {
        assertThat(CatalogClientConfigValidator.problems(TestConfig.defaults().withInitialWindowSize(0)))
                .containsExactly("bff.catalog.http2-initial-window-size must be -1 (default) or >= 1, was 0");
        assertThat(CatalogClientConfigValidator.problems(TestConfig.defaults().withInitialWindowSize(1 << 20)))
                .isEmpty();
    }

    @Test
    void poolSizesAndTimeoutsMustBePositive() {
        assertThat(CatalogClientConfigValidator.problems(TestConfig.defaults().withPools(0, 0)))
                .anySatisfy(p -> assertThat(p).contains("bff.catalog.http1-pool-size must be >= 1, was 0"))
                .anySatisfy(p -> assertThat(p).contains("bff.catalog.http2-pool-size must be >= 1, was 0"));
        assertThat(CatalogClientConfigValidator.problems(
                TestConfig.defaults().withTimeouts(Duration.ZERO, Duration.ofMillis(-1))))
                .anySatisfy(p -> assertThat(p).startsWith("bff.catalog.connect-timeout must be > 0"))
                .anySatisfy(p -> assertThat(p).startsWith("bff.catalog.request-timeout must be > 0"));
    }

    @Test
    void maxConnectionAgeMustNotBeNegative() {
        assertThat(CatalogClientConfigValidator.problems(
                TestConfig.defaults().withMaxConnectionAge(Duration.ofMillis(-500))))
                .containsExactly("bff.catalog.max-connection-age must be >= 0 (0s = off, e.g. 30s) and fit in int"
                        + " milliseconds, was -500ms");
    }

    @Test
    void maxConnectionAgeIsAcceptedByTheVertxClientsAndRefusedByJdk() {
        for (ClientKind client : new ClientKind[] {ClientKind.WEB_CLIENT, ClientKind.REST_CLIENT}) {
            assertThat(CatalogClientConfigValidator.problems(TestConfig.defaults().with(Protocol.H2C, client)
                    .withMaxConnectionAge(Duration.ofSeconds(2)))).as("%s", client).isEmpty();
        }
        TestConfig jdk = TestConfig.defaults().with(Protocol.H2C_UPGRADE, ClientKind.JDK);
        assertThat(CatalogClientConfigValidator.problems(jdk)).as("0s = off is fine for jdk").isEmpty();
        assertThatThrownBy(() -> CatalogClientConfigValidator.validate(jdk.withMaxConnectionAge(Duration.ofSeconds(2))))
                .hasMessageContaining("bff.catalog.max-connection-age=2000ms is not supported with bff.catalog.client=jdk")
                .hasMessageContaining("use web-client or rest-client, or 0s");
    }

    @Test
    void autoAdmissionLimitIsWhatThePoolHoldsWithoutRefusingACall() {
        TestConfig http1 = TestConfig.defaults();
        assertThat(http1.admissionLimit()).as("5 connections + 1024 waiting").isEqualTo(5 + 1024);
        assertThat(http1.with(Protocol.H2C, ClientKind.WEB_CLIENT).admissionLimit())
                .as("1 connection x 100 server streams + 1024 waiting").isEqualTo(100 + 1024);
        assertThat(http1.with(Protocol.H2C, ClientKind.WEB_CLIENT).withPools(5, 2).withMultiplexingLimit(10)
                .admissionLimit()).isEqualTo(2 * 10 + 1024);
        assertThat(http1.with(Protocol.H2C_UPGRADE, ClientKind.JDK).admissionLimit())
                .as("jdk has no HTTP/2 pool limit: its HTTP/1.1 pool size counts").isEqualTo(5 + 1024);
        assertThat(http1.withMaxWaitQueue(-1).admissionLimit()).as("unbounded queue, unbounded admission").isZero();
        assertThat(http1.withAdmission(64, Duration.ofSeconds(1)).admissionLimit()).isEqualTo(64);
        assertThat(http1.withAdmission(0, Duration.ofSeconds(1)).admissionLimit()).as("0 = no limit").isZero();
    }

    @Test
    void admissionKeysAreCheckedAndNamed() {
        assertThat(CatalogClientConfigValidator.problems(TestConfig.defaults().withAdmission(-2, Duration.ofSeconds(1))))
                .containsExactly("bff.catalog.max-in-flight-calls must be -1 (auto), 0 (no limit) or >= 1, was -2");
        assertThat(CatalogClientConfigValidator.problems(TestConfig.defaults().withAdmission(10, Duration.ofMillis(500))))
                .singleElement().asString().startsWith("bff.catalog.overload-retry-after must be at least 1s");
        assertThat(CatalogClientConfigValidator.problems(TestConfig.defaults().withAdmissionMode(AdmissionMode.ADAPTIVE)
                .withAdmission(0, Duration.ofSeconds(1)))).singleElement().asString()
                .startsWith("bff.catalog.admission=adaptive needs a bound");
        assertThat(CatalogClientConfigValidator.problems(TestConfig.defaults().withAdmissionMode(AdmissionMode.ADAPTIVE)))
                .as("adaptive under the auto bound").isEmpty();
    }

    @Test
    void poolConcurrencyIsWhatRunsWithoutQueueing() {
        TestConfig http1 = TestConfig.defaults().withPools(5, 2);
        assertThat(http1.poolConcurrency()).isEqualTo(5);
        assertThat(http1.with(Protocol.H2C, ClientKind.WEB_CLIENT).poolConcurrency()).as("2 connections x 100 streams")
                .isEqualTo(200);
        assertThat(http1.with(Protocol.H2C_UPGRADE, ClientKind.JDK).poolConcurrency()).as("jdk: its pool size")
                .isEqualTo(5);
    }
}
