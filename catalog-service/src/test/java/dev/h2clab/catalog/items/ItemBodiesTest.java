package dev.h2clab.catalog.items;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class ItemBodiesTest {

    private final ItemBodies bodies = new ItemBodies();

    @Test
    void cachedBodiesAreBuiltOnceAndEqualTheFactorysJson() {
        assertThat(bodies.body(17).toString()).isEqualTo(ItemFactory.item(17).encode());
        assertThat(bodies.body(17)).isSameAs(bodies.body(17));
        assertThat(bodies.body(ItemBodies.CACHED_IDS - 1)).isSameAs(bodies.body(ItemBodies.CACHED_IDS - 1));
    }

    @Test
    void idsAboveTheCacheAreBuiltPerRequestWithTheSameBytes() {
        long id = ItemBodies.CACHED_IDS;
        assertThat(bodies.body(id).toString()).isEqualTo(ItemFactory.item(id).encode());
        assertThat(bodies.body(id)).isNotSameAs(bodies.body(id));
        assertThat(bodies.body(1_000_000L).toString()).isEqualTo(ItemFactory.item(1_000_000L).encode());
    }
}
