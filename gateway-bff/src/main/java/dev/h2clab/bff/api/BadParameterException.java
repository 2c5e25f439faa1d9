package dev.h2clab.bff.api;

/** A request parameter outside its allowed range or not a number; answered with 400. */
final class BadParameterException extends RuntimeException {

    private final String parameter;

    BadParameterException(String parameter, String detail) {
        super(detail, null, false, false);
        this.parameter = parameter;
    }

    String parameter() {
        return parameter;
    }
}
