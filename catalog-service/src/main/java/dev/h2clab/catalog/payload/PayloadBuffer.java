package dev.h2clab.catalog.payload;

import dev.h2clab.catalog.config.CatalogConfig;
import io.vertx.core.buffer.Buffer;
import jakarta.inject.Singleton;

/**
 * One read-only buffer of {@code catalog.max-payload-bytes}, built once at startup. Responses are
 * slices of it that share its memory, so a 10 MiB answer costs no 10 MiB allocation per request.
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
        this.buffer = Buffer.buffer(bytes);
    }

    public int capacity() {
        return buffer.length();
    }

    /** The first {@code length} bytes, sharing memory with the pre-built buffer. */
    public Buffer slice(int length) {
        return buffer.slice(0, length);
    }
}
