package dev.h2clab.bff.config;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;

import org.junit.jupiter.api.Test;

import dev.h2clab.support.testing.ConfigDocs;

/** Both READMEs that list gateway-bff's keys list every one, with the environment variable and default the code has. */
class ConfigurationDocsTest {

    private static final Path PROPERTIES = Path.of("src/main/resources/application.properties");

    @Test
    void moduleReadmeMatchesTheCode() throws Exception {
        assertThat(ConfigDocs.problems(Path.of("README.md"), CatalogClientConfig.class, PROPERTIES, true)).isEmpty();
    }

    @Test
    void rootReadmeMatchesTheCode() throws Exception {
        assertThat(ConfigDocs.problems(Path.of("../README.md"), CatalogClientConfig.class, PROPERTIES, true)).isEmpty();
    }
}
