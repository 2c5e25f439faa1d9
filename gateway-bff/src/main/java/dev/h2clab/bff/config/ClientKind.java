package dev.h2clab.bff.config;

/** Which HTTP client implementation calls catalog-service. */
public enum ClientKind implements ConfigName {
    /** Vert.x WebClient built once from the Quarkus-managed Vert.x. */
    WEB_CLIENT("web-client"),
    /** Typed Quarkus REST client built programmatically with custom Vert.x options. */
    REST_CLIENT("rest-client"),
    /** {@code java.net.http.HttpClient}, the baseline of the published Spring experiment. */
    JDK("jdk");

    private final String configName;

    ClientKind(String configName) {
        this.configName = configName;
    }

    @Override
    public String configName() {
        return configName;
    }
}
