package dev.h2clab.catalog.payload;

import dev.h2clab.catalog.config.CatalogConfig;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.vertx.core.buffer.Buffer;
import jakarta.inject.Singleton;

/**
 * One buffer, never written after startup, of {@code catalog.max-payload-bytes}, built once at startup. Responses are
 * slices of it that share its memory, so a 10 MiB answer costs no 10 MiB allocation per request.
 * The buffer is off-heap: a socket writes only direct memory, so a heap buffer was copied into a fresh direct one on
 * every write (every 16 KiB DATA frame over h2c; Netty's {@code newDirectBuffer} was 6 % of catalog's CPU sending
 * 10 MB bodies), and it never counts against the heap.
 */
@Singleton
public class PayloadBuffer {

    private static final byte[] PATTERN = "0123456789abcdefghijklmnopqrstuvwxyz\n".getBytes(
            java.nio.charset.StandardCharsets.US_ASCII);

    private final Buffer buffer;

    PayloadBuffer(CatalogConfig config) {
        byte[] bytes = new byte[config.maxPayloadBytes()];
        for (int i = 0; i < bytes.length; i++) {
            bytes[i] = PATTERN[i % PATTERN.length];
        }
        ByteBuf direct = Unpooled.directBuffer(bytes.length, bytes.length).writeBytes(bytes);
        // unreleasable: every response releases its slice, and the memory must outlive them all
        this.buffer = Buffer.buffer(Unpooled.unreleasableBuffer(direct));
    }

    public int capacity() {
        return buffer.length();
    }

    /** The first {@code length} bytes, sharing memory with the pre-built buffer. */
    public Buffer slice(int length) {
        return buffer.slice(0, length);
    }
}
