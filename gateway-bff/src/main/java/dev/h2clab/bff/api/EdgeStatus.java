package dev.h2clab.bff.api;

import dev.h2clab.bff.client.Outcome;

/** The status gateway-bff answers its own caller with when a downstream call ended a given way. */
final class EdgeStatus {

    private EdgeStatus() {
    }

    static int of(Outcome outcome) {
        return switch (outcome) {
            case OK -> 200;
            // the bff is shedding: the caller may come back (Retry-After is set by admission, not here)
            case QUEUE_FULL -> 503;
            case TIMEOUT -> 504;
            case HTTP_ERROR, CONNECT_ERROR, RESET, IO_ERROR, CANCELLED -> 502;
        };
    }
}
