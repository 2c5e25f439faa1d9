package dev.h2clab.catalog.protocol;

import java.util.Locale;

/** The catalog endpoints, as named in the {@code endpoint} tag of {@code catalog_requests_total}. */
public enum Endpoint {
    ITEMS,
    CATEGORIES,
    PAYLOAD;

    public String tag() {
        return name().toLowerCase(Locale.ROOT);
    }
}
