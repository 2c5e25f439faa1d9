package dev.h2clab.bff.client;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;

import org.junit.jupiter.api.Test;

class DownstreamRequestTest {

    @Test
    void buildsCatalogPathsWithOptionalDelay() {
        assertThat(DownstreamRequest.item(17, 0, "").pathAndQuery()).isEqualTo("/catalog/items/17");
        assertThat(DownstreamRequest.item(17, 5, "").pathAndQuery()).isEqualTo("/catalog/items/17?delayMs=5");
        assertThat(DownstreamRequest.categories(0, "").pathAndQuery()).isEqualTo("/catalog/categories");
        assertThat(DownstreamRequest.payload(12000, 3, "").pathAndQuery())
                .isEqualTo("/catalog/payload?bytes=12000&delayMs=3");
    }

    @Test
    void padsOnlyWhenAsked() {
        assertThat(DownstreamRequest.categories(0, "").headers()).isEmpty();
        assertThat(DownstreamRequest.categories(0, "xxx").headers()).isEqualTo(Map.of("x-pad", "xxx"));
    }
}
