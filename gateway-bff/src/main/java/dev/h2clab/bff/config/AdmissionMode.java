package dev.h2clab.bff.config;

/** How the edge admission limit ({@code bff.catalog.max-in-flight-calls}) is set. */
public enum AdmissionMode implements ConfigName {
    /**
     * A fixed limit: {@code max-in-flight-calls}, by default what the pool holds without refusing a call. Requests
     * then queue in the pool as a closed workload makes them (the lab's comparisons measure exactly that queue).
     */
    POOL("pool"),
    /**
     * An adaptive limit (Vegas, Netflix concurrency-limits) on request latency: it grows while requests come back
     * as fast as when unloaded and shrinks once they queue behind each other, between one request and the pool's
     * limit. Under open, unbounded traffic it keeps admitted requests near their unloaded latency and refuses the
     * rest at once.
     */
    ADAPTIVE("adaptive");

    private final String configName;

    AdmissionMode(String configName) {
        this.configName = configName;
    }

    @Override
    public String configName() {
        return configName;
    }
}
