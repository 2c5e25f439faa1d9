package dev.h2clab.loadtests.rollout;

/** Where one catalog replica listens. */
public record Endpoint(String host, int port) {

    public String url() {
        return "http://" + host + ":" + port;
    }

    @Override
    public String toString() {
        return host + ":" + port;
    }
}
