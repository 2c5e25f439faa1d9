package dev.h2clab.bff.client;

/** How one downstream call ended; the lower-case name is the {@code outcome} metric tag. */
public enum Outcome {
    /** 2xx from catalog-service. */
    OK("ok"),
    /** catalog-service answered with an error status. */
    HTTP_ERROR("http_error"),
    /** No answer within the request timeout. */
    TIMEOUT("timeout"),
    /** The TCP connection could not be made (refused, unreachable, connect timeout). */
    CONNECT_ERROR("connect_error"),
    /** The connection or stream was reset or closed mid-call. */
    RESET("reset"),
    /** The connection pool's wait queue was full. */
    QUEUE_FULL("queue_full"),
    /** Any other I/O failure. */
    IO_ERROR("io_error"),
    /** Stopped by the bff because a sibling call of the same fan-out had already failed. */
    CANCELLED("cancelled");

    private final String tag;

    Outcome(String tag) {
        this.tag = tag;
    }

    /** Value of the {@code outcome} metric tag. */
    public String tag() {
        return tag;
    }
}
