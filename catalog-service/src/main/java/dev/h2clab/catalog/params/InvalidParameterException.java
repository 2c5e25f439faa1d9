package dev.h2clab.catalog.params;

/** A request parameter is missing, not a plain integer, or out of its allowed range. */
public final class InvalidParameterException extends RuntimeException {

    private final String parameter;

    public InvalidParameterException(String parameter, String detail) {
        super(detail, null, false, false); // an expected outcome: no stack trace needed
        this.parameter = parameter;
    }

    /** The name of the offending parameter, as the client spelled it in the URL. */
    public String parameter() {
        return parameter;
    }
}
