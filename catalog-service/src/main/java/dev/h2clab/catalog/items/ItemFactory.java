package dev.h2clab.catalog.items;

import io.vertx.core.json.JsonObject;

/**
 * Builds the item for an id from the id alone (a SplitMix64 hash), so the same id always gives
 * the same body, in every process and on every run, with no storage behind it.
 */
public final class ItemFactory {

    private static final String[] ADJECTIVES = {
        "sturdy", "compact", "classic", "quiet", "bright", "light", "durable", "handy", "modern", "simple"
    };
    private static final String[] NOUNS = {
        "design", "finish", "frame", "handle", "cover", "base", "case", "grip", "edge", "shape"
    };
    private static final int DESCRIPTION_PHRASES = 8;

    private ItemFactory() {
    }

    /** The item JSON, about 300 bytes: id, name, price (2 decimals), category, description. */
    public static JsonObject item(long id) {
        long h = mix(id);
        int category = (int) Long.remainderUnsigned(h, Categories.NAMES.size());
        long cents = 100 + Long.remainderUnsigned(h >>> 8, 99_900); // 1.00 .. 999.99
        return new JsonObject()
                .put("id", id)
                .put("name", "Item " + id)
                .put("price", cents / 100.0)
                .put("category", Categories.NAMES.get(category))
                .put("categoryId", category + 1)
                .put("description", description(id, h));
    }

    private static String description(long id, long seed) {
        StringBuilder text = new StringBuilder("Item ").append(id).append(" of the lab catalog:");
        long h = seed;
        for (int i = 0; i < DESCRIPTION_PHRASES; i++) {
            h = mix(h);
            text.append(i == 0 ? " a " : ", ")
                    .append(ADJECTIVES[(int) Long.remainderUnsigned(h, ADJECTIVES.length)]).append(' ')
                    .append(NOUNS[(int) Long.remainderUnsigned(h >>> 16, NOUNS.length)]);
        }
        return text.append('.').toString();
    }

    /** SplitMix64 finaliser: a fixed, well-spread 64-bit hash. */
    static long mix(long value) {
        long z = value + 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
