package dev.h2clab.bff.metrics;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class UriTemplatesTest {

    @ParameterizedTest
    @CsvSource({
            "/catalog/items/17, /catalog/items/{id}",
            "/catalog/items/17?delayMs=5, /catalog/items/{id}",
            "/catalog/items/{id}, /catalog/items/{id}",
            "/catalog/categories?delayMs=1, /catalog/categories",
            "/catalog/payload?bytes=12000, /catalog/payload",
            "/v2/items/1/reviews/22, /v2/items/{id}/reviews/{id}" })
    void templatesNumericSegmentsAndDropsTheQuery(String raw, String template) {
        assertThat(UriTemplates.template(raw)).isEqualTo(template);
    }
}
