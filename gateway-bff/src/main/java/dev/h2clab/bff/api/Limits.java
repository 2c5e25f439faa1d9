package dev.h2clab.bff.api;

/** Parameter ranges of the edge API, the same as catalog-service accepts. */
final class Limits {

    static final long MAX_ITEM_ID = 1_000_000_000L;
    /** A page also fetches id+1..id+3, which must stay valid item ids. */
    static final long MAX_PAGE_ID = MAX_ITEM_ID - PageHandler.RELATED;
    static final int MAX_DELAY_MS = 10_000;
    static final int MAX_FANOUT = 64;
    static final int MAX_PAYLOAD_BYTES = 16 * 1024 * 1024;
    static final int MAX_HEADER_BYTES = 16 * 1024;

    private Limits() {
    }
}
