package dev.h2clab.bff.metrics;

import java.util.regex.Pattern;

/** Turns raw request paths into route templates so a {@code uri} tag has a handful of values, not one per id. */
public final class UriTemplates {

    private static final Pattern NUMERIC_SEGMENT = Pattern.compile("/-?[0-9]+(?=/|$)");

    private UriTemplates() {
    }

    /** {@code /catalog/items/17?delayMs=5} becomes {@code /catalog/items/{id}}; templates pass through. */
    public static String template(String uri) {
        if (uri == null || uri.isEmpty()) {
            return uri;
        }
        int query = uri.indexOf('?');
        String path = query < 0 ? uri : uri.substring(0, query);
        return NUMERIC_SEGMENT.matcher(path).replaceAll("/{id}");
    }
}
