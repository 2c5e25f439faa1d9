package dev.h2clab.catalog.config;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;

import org.junit.jupiter.api.Test;

import dev.h2clab.support.testing.ConfigDocs;

/** catalog-service's README lists every key with the environment variable and default the code and properties have. */
class ConfigurationDocsTest {

    @Test
    void readmeMatchesTheCode() throws Exception {
        assertThat(ConfigDocs.problems(Path.of("README.md"), CatalogConfig.class,
                Path.of("src/main/resources/application.properties"), true)).isEmpty();
    }
}
