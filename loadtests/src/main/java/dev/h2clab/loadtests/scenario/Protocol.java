package dev.h2clab.loadtests.scenario;

/** The bff -> catalog protocol modes ({@code BFF_CATALOG_PROTOCOL}) and the version catalog must see. */
public enum Protocol {
    HTTP1("http1", "HTTP/1.1", "HTTP_1_1"),
    H2C("h2c", "h2c", "HTTP_2"),
    H2C_UPGRADE("h2c-upgrade", "h2c-upgrade", "HTTP_2");

    private final String id;
    private final String label;
    private final String wireVersion;

    Protocol(String id, String label, String wireVersion) {
        this.id = id;
        this.label = label;
        this.wireVersion = wireVersion;
    }

    /** Value of {@code BFF_CATALOG_PROTOCOL}. */
    public String id() {
        return id;
    }

    /** Column title in tables. */
    public String label() {
        return label;
    }

    /** What catalog's {@code x-served-protocol} and {@code catalog_requests_total{protocol}} must say. */
    public String wireVersion() {
        return wireVersion;
    }

    public static Protocol fromId(String id) {
        for (Protocol p : values()) {
            if (p.id.equals(id)) {
                return p;
            }
        }
        throw new IllegalArgumentException("unknown protocol '" + id + "'; one of http1, h2c, h2c-upgrade");
    }
}
