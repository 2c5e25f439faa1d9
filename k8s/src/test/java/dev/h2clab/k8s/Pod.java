package dev.h2clab.k8s;

import java.util.Map;

/** A pod as a NetworkPolicy sees it: namespace and labels (the lab's pods are found by app.kubernetes.io/name). */
record Pod(String namespace, String name, Map<String, String> labels) {

    /** The lab's ports by app: catalog-service serves on 8081, gateway-bff on 8080, both named "http". */
    private static final Map<String, Integer> HTTP_PORTS = Map.of("catalog-service", 8081, "gateway-bff", 8080);

    Pod(String namespace, String name) {
        this(namespace, name, Map.of("app.kubernetes.io/name", name));
    }

    int namedPort(String portName) {
        return "http".equals(portName) ? HTTP_PORTS.getOrDefault(name, -1) : -1;
    }
}
