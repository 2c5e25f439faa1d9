package dev.h2clab.bff.client;

/** How one downstream call ended; the lower-case name is the {@code outcome} metric tag. */
public enum Outcome {
    /** 2xx from catalog-service. */
    OK(200, "ok"),
    /** catalog-service answered with an error status. */
    HTTP_ERROR(502, "http_error"),
    /** No answer within the request timeout. */
    TIMEOUT(504, "timeout"),
    /** The TCP connection could not be made (refused, unreachable, connect timeout). */
    CONNECT_ERROR(502, "connect_error"),
    /** The connection or stream was reset or closed mid-call. */
    RESET(502, "reset"),
    /** The connection pool's wait queue was full. */
    QUEUE_FULL(503, "queue_full"),
    /** Any other I/O failure. */
    IO_ERROR(502, "io_error"),
    /** Stopped by the bff because a sibling call of the same fan-out had already failed. */
    CANCELLED(502, "cancelled");

    private final int edgeStatus;
    private final String tag;

    Outcome(int edgeStatus, String tag) {
        this.edgeStatus = edgeStatus;
        this.tag = tag;
    }

    /** Status gateway-bff answers its own caller with when a call ends this way. */
    public int edgeStatus() {
        return edgeStatus;
    }

    /** Value of the {@code outcome} metric tag. */
    public String tag() {
        return tag;
    }
}
