package dev.h2clab.bff.config;

/** How gateway-bff talks to catalog-service. */
public enum Protocol implements ConfigName {
    /** HTTP/1.1 with a keep-alive connection pool. */
    HTTP1("http1"),
    /** Cleartext HTTP/2 by prior knowledge: the client starts with the HTTP/2 preface. */
    H2C("h2c"),
    /** Cleartext HTTP/2 reached by an HTTP/1.1 {@code Upgrade: h2c} request. */
    H2C_UPGRADE("h2c-upgrade");

    private final String configName;

    Protocol(String configName) {
        this.configName = configName;
    }

    @Override
    public String configName() {
        return configName;
    }

    /** True when the connection should end up speaking HTTP/2. */
    public boolean isHttp2() {
        return this != HTTP1;
    }

    /** The protocol label catalog-service records for a request sent in this mode. */
    public String expectedWireVersion() {
        return isHttp2() ? "HTTP_2" : "HTTP_1_1";
    }
}
