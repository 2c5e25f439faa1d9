package dev.h2clab.bff.client;

import io.vertx.core.buffer.Buffer;

/**
 * What catalog-service answered.
 *
 * @param status HTTP status
 * @param body the whole body, or empty when the request asked for {@link DownstreamRequest#countingOnly()}
 * @param bodyBytes bytes of body received (equal to {@code body.length()} when the body was kept)
 * @param protocol negotiated version, {@code HTTP_1_1} or {@code HTTP_2}: the client's own view where it has
 *        one, otherwise catalog-service's {@code x-served-protocol} header
 */
public record DownstreamResponse(int status, Buffer body, long bodyBytes, String protocol) {

    /** Header in which catalog-service states the version it saw. */
    public static final String SERVED_PROTOCOL_HEADER = "x-served-protocol";

    /** A response whose body was kept (null = empty). */
    public static DownstreamResponse kept(int status, Buffer body, String protocol) {
        Buffer kept = body == null ? Buffer.buffer() : body;
        return new DownstreamResponse(status, kept, kept.length(), protocol);
    }

    /** A response whose body was counted and dropped. */
    public static DownstreamResponse counted(int status, long bodyBytes, String protocol) {
        return new DownstreamResponse(status, Buffer.buffer(), bodyBytes, protocol);
    }

    public boolean isSuccess() {
        return status >= 200 && status < 300;
    }
}
