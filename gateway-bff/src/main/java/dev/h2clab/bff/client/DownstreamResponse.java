package dev.h2clab.bff.client;

import io.vertx.core.buffer.Buffer;

/**
 * What catalog-service answered.
 *
 * @param status HTTP status
 * @param body the whole body
 * @param protocol negotiated version, {@code HTTP_1_1} or {@code HTTP_2}: the client's own view where it has
 *        one, otherwise catalog-service's {@code x-served-protocol} header
 */
public record DownstreamResponse(int status, Buffer body, String protocol) {

    /** Header in which catalog-service states the version it saw. */
    public static final String SERVED_PROTOCOL_HEADER = "x-served-protocol";

    public boolean isSuccess() {
        return status >= 200 && status < 300;
    }
}
