package dev.h2clab.catalog.items;

import java.util.List;

import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;

/** The fixed category list; its JSON is encoded once and reused by every response. */
public final class Categories {

    static final List<String> NAMES = List.of(
            "Books", "Music", "Garden", "Kitchen", "Toys",
            "Sports", "Outdoors", "Electronics", "Office", "Tools");

    private static final Buffer JSON = encode();

    private Categories() {
    }

    /** Category {@code index} (0-based) as {@code {"id":index+1,"name":...}}. */
    static JsonObject category(int index) {
        return new JsonObject().put("id", index + 1).put("name", NAMES.get(index));
    }

    /** The whole list as a JSON array; callers must not modify the returned buffer. */
    public static Buffer json() {
        return JSON;
    }

    private static Buffer encode() {
        JsonArray array = new JsonArray();
        for (int i = 0; i < NAMES.size(); i++) {
            array.add(category(i));
        }
        return array.toBuffer();
    }
}
