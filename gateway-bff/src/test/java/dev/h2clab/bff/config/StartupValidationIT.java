package dev.h2clab.bff.config;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.Arguments;

import dev.h2clab.support.process.ServiceProcess;

/** The packaged gateway-bff refuses to start on invalid configuration and says which key and what is allowed. */
class StartupValidationIT {

    static List<Arguments> invalidConfigurations() {
        return List.of(
                Arguments.of(Map.of("BFF_CATALOG_PROTOCOL", "h2"),
                        List.of("bff.catalog.protocol", "allowed values: http1, h2c, h2c-upgrade")),
                Arguments.of(Map.of("BFF_CATALOG_CLIENT", "okhttp"),
                        List.of("bff.catalog.client", "allowed values: web-client, rest-client, jdk")),
                Arguments.of(Map.of("BFF_CATALOG_CLIENT", "jdk", "BFF_CATALOG_PROTOCOL", "h2c"),
                        List.of("bff.catalog.protocol=h2c is not supported with bff.catalog.client=jdk",
                                "allowed protocols for jdk: http1, h2c-upgrade")),
                Arguments.of(Map.of("BFF_CATALOG_HTTP2_POOL_SIZE", "0"),
                        List.of("bff.catalog.http2-pool-size must be >= 1, was 0")),
                Arguments.of(Map.of("BFF_CATALOG_REQUEST_TIMEOUT", "soon"), List.of("bff.catalog.request-timeout")),
                Arguments.of(Map.of("BFF_CATALOG_MAX_CONNECTION_AGE", "-500ms"),
                        List.of("bff.catalog.max-connection-age must be >= 0 (0s = off", "was -500ms")),
                Arguments.of(Map.of("BFF_CATALOG_MAX_CONNECTION_AGE", "later"), List.of("bff.catalog.max-connection-age")),
                Arguments.of(Map.of("BFF_CATALOG_CLIENT", "jdk", "BFF_CATALOG_MAX_CONNECTION_AGE", "2s"),
                        List.of("bff.catalog.max-connection-age=2000ms is not supported with bff.catalog.client=jdk")));
    }

    @ParameterizedTest
    @MethodSource("invalidConfigurations")
    void startupFailsNamingTheKey(Map<String, String> env, List<String> expectedInOutput)
            throws IOException, InterruptedException {
        Path jar = Path.of(System.getProperty("bff.jar", "target/quarkus-app/quarkus-run.jar"));
        assertThat(jar).as("packaged gateway-bff (run ./mvnw -pl gateway-bff package first)").isRegularFile();
        Path output = Files.createTempFile("bff-startup-", ".log");
        Map<String, String> all = new HashMap<>(env);
        all.put("QUARKUS_HTTP_PORT", "0");
        all.put("QUARKUS_HTTP_HOST", "127.0.0.1");
        try (ServiceProcess process = ServiceProcess.start("gateway-bff", List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx128m", "-jar", jar.toString()),
                all, output)) {
            assertThat(process.awaitExit(90)).as("gateway-bff should stop by itself with %s", env).isTrue();
            String log = process.output();
            assertThat(process.exitCode()).as(log).isNotZero();
            assertThat(log).contains(expectedInOutput);
        } finally {
            Files.deleteIfExists(output);
        }
    }
}
