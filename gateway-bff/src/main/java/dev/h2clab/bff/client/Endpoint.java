package dev.h2clab.bff.client;

/** The catalog-service resources gateway-bff calls; the lower-case name is the metric tag value. */
public enum Endpoint {
    ITEMS("items"),
    CATEGORIES("categories"),
    PAYLOAD("payload");

    private final String tag;

    Endpoint(String tag) {
        this.tag = tag;
    }

    /** Value of the {@code endpoint} metric tag. */
    public String tag() {
        return tag;
    }
}
