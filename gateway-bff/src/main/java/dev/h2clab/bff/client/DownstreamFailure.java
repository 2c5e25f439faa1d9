package dev.h2clab.bff.client;

/** A failed downstream call, classified; carries no stack trace (it is a routine answer, not a bug). */
public final class DownstreamFailure extends RuntimeException {

    private final Outcome outcome;

    public DownstreamFailure(Outcome outcome, String message, Throwable cause) {
        super(message, cause, false, false);
        this.outcome = outcome;
    }

    public Outcome outcome() {
        return outcome;
    }
}
