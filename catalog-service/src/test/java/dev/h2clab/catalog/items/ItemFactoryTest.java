package dev.h2clab.catalog.items;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

import io.vertx.core.json.JsonObject;

class ItemFactoryTest {

    @Test
    void sameIdSameBytesDifferentIdDifferentBody() {
        assertThat(ItemFactory.item(17).encode()).isEqualTo(ItemFactory.item(17).encode());
        assertThat(ItemFactory.item(17).encode()).isNotEqualTo(ItemFactory.item(18).encode());
    }

    @Test
    void bodiesStayWithinTheAdvertisedSizeAcrossTheIdRange() {
        for (long id : new long[] {0, 1, 17, 999, 123_456_789, 1_000_000_000}) {
            JsonObject item = ItemFactory.item(id);
            assertThat(item.toBuffer().length()).as("size of item %d", id).isBetween(200, 400);
            assertThat(item.getLong("id")).isEqualTo(id);
            assertThat(item.getString("name")).isEqualTo("Item " + id);
            assertThat(item.getDouble("price")).isBetween(1.0, 999.99);
            assertThat(Categories.NAMES).contains(item.getString("category"));
        }
    }
}
