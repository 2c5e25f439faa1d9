package dev.h2clab.bff.api;

import io.vertx.ext.web.RoutingContext;

/**
 * Strict parsing of numeric path and query parameters: 1 to {@value #MAX_DIGITS} ASCII digits (so no sign, blank,
 * exponent, other scripts' digits, or overflow of a long), inside an inclusive range; catalog-service's rule too.
 */
final class RequestParams {

    static final int MAX_DIGITS = 18;

    private RequestParams() {
    }

    static long pathLong(RoutingContext ctx, String name, long min, long max) {
        return parse(name, ctx.pathParam(name), min, max);
    }

    static int queryInt(RoutingContext ctx, String name, int min, int max, int defaultValue) {
        String raw = ctx.request().getParam(name);
        return raw == null ? defaultValue : (int) parse(name, raw, min, max);
    }

    static long parse(String name, String raw, long min, long max) {
        String range = " must be an integer from " + min + " to " + max;
        if (raw == null || raw.isEmpty() || raw.length() > MAX_DIGITS || !raw.chars().allMatch(c -> c >= '0' && c <= '9')) {
            throw new BadParameterException(name, "parameter '" + name + "'" + range + ", was '" + shorten(raw) + "'");
        }
        long value = Long.parseLong(raw);
        if (value < min || value > max) {
            throw new BadParameterException(name, "parameter '" + name + "'" + range + ", was " + value);
        }
        return value;
    }

    private static String shorten(String raw) {
        if (raw == null) {
            return "";
        }
        return raw.length() > 40 ? raw.substring(0, 40) + "..." : raw;
    }
}
