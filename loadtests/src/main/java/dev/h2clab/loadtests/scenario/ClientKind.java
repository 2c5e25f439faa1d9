package dev.h2clab.loadtests.scenario;

/** The bff's downstream client implementation ({@code BFF_CATALOG_CLIENT}). */
public enum ClientKind {
    WEB_CLIENT("web-client"),
    REST_CLIENT("rest-client"),
    JDK("jdk");

    private final String id;

    ClientKind(String id) {
        this.id = id;
    }

    public String id() {
        return id;
    }

    public static ClientKind fromId(String id) {
        for (ClientKind c : values()) {
            if (c.id.equals(id)) {
                return c;
            }
        }
        throw new IllegalArgumentException("unknown client '" + id + "'; one of web-client, rest-client, jdk");
    }
}
