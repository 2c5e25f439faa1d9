package dev.h2clab.catalog.items;

import io.vertx.core.buffer.Buffer;

import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * Encoded item bodies, each built once for the first {@link #CACHED_IDS} ids (the ones the lab's scenarios and most
 * users request) and on demand above: building and encoding the JSON per request was catalog-service's largest own
 * cost per request. A Vert.x heap buffer is never released by a write, so one instance can answer many responses at
 * once, as {@link Categories#json()} does.
 */
final class ItemBodies {

    /** 4096 bodies of about 300 bytes: about 1.2 MB of heap at most, filled as ids are requested. */
    static final int CACHED_IDS = 4096;

    private final AtomicReferenceArray<Buffer> cache = new AtomicReferenceArray<>(CACHED_IDS);

    Buffer body(long id) {
        if (id < 0 || id >= CACHED_IDS) {
            return ItemFactory.item(id).toBuffer();
        }
        Buffer body = cache.get((int) id);
        if (body == null) {
            body = ItemFactory.item(id).toBuffer(); // two threads may both build it: same bytes, one kept
            cache.set((int) id, body);
        }
        return body;
    }
}
