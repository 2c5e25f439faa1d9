package dev.h2clab.catalog.params;

/**
 * A strict non-negative integer parameter with an inclusive range. Only ASCII digits are accepted
 * (no sign, blanks, exponent or hex), so "1e3", "+5", " 7" and "0x10" are all rejected.
 */
public record RangeParam(String name, long min, long max) {

    private static final int MAX_DIGITS = 18; // fits a long without overflow

    public RangeParam {
        if (min < 0 || max < min) {
            throw new IllegalArgumentException("bad range for " + name + ": " + min + ".." + max);
        }
    }

    /** Parses a required value; {@code null} means the parameter was absent. */
    public long parse(String raw) {
        if (raw == null) {
            throw invalid("is required");
        }
        if (raw.isEmpty() || raw.length() > MAX_DIGITS || !allDigits(raw)) {
            throw invalid("must be an integer");
        }
        long value = Long.parseLong(raw);
        if (value < min || value > max) {
            throw invalid("is out of range");
        }
        return value;
    }

    /** Parses an optional value, returning {@code defaultValue} when it is absent. */
    public long parseOrDefault(String raw, long defaultValue) {
        return raw == null ? defaultValue : parse(raw);
    }

    /** The error for a parameter given more than once (ambiguous, so refused). */
    public InvalidParameterException repeated() {
        return invalid("was given more than once");
    }

    private InvalidParameterException invalid(String problem) {
        return new InvalidParameterException(name,
                "Parameter '" + name + "' " + problem + ": allowed range is " + min + ".." + max + " (integer).");
    }

    private static boolean allDigits(String raw) {
        for (int i = 0; i < raw.length(); i++) {
            char c = raw.charAt(i);
            if (c < '0' || c > '9') {
                return false;
            }
        }
        return true;
    }
}
