package dev.h2clab.support.testing;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import io.smallrye.config.WithName;

class ConfigDocsTest {

    @ConfigMapping(prefix = "demo")
    interface Demo {
        @WithDefault("5")
        int http1PoolSize();

        @WithDefault("1s")
        Duration connectTimeout();

        @WithName("url")
        String baseUrl();

        default int derived() {
            return 1;
        }
    }

    @Test
    void keysAreNamedAsSmallRyeNamesThem() {
        assertThat(ConfigDocs.keys(Demo.class)).containsOnlyKeys("demo.http1-pool-size", "demo.connect-timeout",
                "demo.url").containsEntry("demo.http1-pool-size", "5").containsEntry("demo.url", null);
        assertThat(ConfigDocs.env("demo.http1-pool-size")).isEqualTo("DEMO_HTTP1_POOL_SIZE");
        assertThat(ConfigDocs.env("quarkus.vertx.event-loops-pool-size")).isEqualTo("QUARKUS_VERTX_EVENT_LOOPS_POOL_SIZE");
    }

    @Test
    void aCorrectTableHasNoProblems(@TempDir Path dir) throws Exception {
        Path props = Files.writeString(dir.resolve("application.properties"), "quarkus.http.port=8081\n");
        Path readme = Files.writeString(dir.resolve("README.md"), """
                | key | env | default | meaning |
                |---|---|---|---|
                | `quarkus.http.port` | `QUARKUS_HTTP_PORT` | `8081` | port |
                | `demo.url` | `DEMO_URL` | - | where |
                | `demo.http1-pool-size` | `DEMO_HTTP1_POOL_SIZE` | `5` | connections |
                | `demo.connect-timeout` | `DEMO_CONNECT_TIMEOUT` | `1s` (fast) | timeout |
                """);
        assertThat(ConfigDocs.problems(readme, Demo.class, props, true)).isEmpty();
    }

    @Test
    void everyKindOfDriftIsReported(@TempDir Path dir) throws Exception {
        Path props = Files.writeString(dir.resolve("application.properties"), "quarkus.http.port=8081\n");
        Path readme = Files.writeString(dir.resolve("README.md"), """
                | `quarkus.http.port` | `QUARKUS_HTTP_PORT` | `8080` | port |
                | `demo.http1-pool-size` | `DEMO_HTTP_POOL_SIZE` | `4` | connections |
                | `demo.gone` | `DEMO_GONE` | `1` | removed key |
                """);
        assertThat(ConfigDocs.problems(readme, Demo.class, props, true)).containsExactlyInAnyOrder(
                "quarkus.http.port: default shown as `8080`, application.properties sets `8081`",
                "demo.http1-pool-size: environment variable DEMO_HTTP_POOL_SIZE, SmallRye reads DEMO_HTTP1_POOL_SIZE",
                "demo.http1-pool-size: default shown as `4`, the code says `5`",
                "demo.gone: documented, but Demo has no such key",
                "demo.connect-timeout: in Demo but not documented",
                "demo.url: in Demo but not documented");
    }
}
