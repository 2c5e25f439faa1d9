package dev.h2clab.k8s;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;

/**
 * Evaluates the NetworkPolicy subset the manifests use (matchLabels pod and namespace selectors, named or numeric
 * TCP/UDP ports) the way the API defines it: a pod selected by any policy of a direction allows only what one of
 * those policies' rules allows; a pod selected by none allows everything.
 */
final class NetworkPolicies {

    private final List<JsonNode> policies;

    NetworkPolicies(List<JsonNode> docs) {
        this.policies = docs.stream().filter(d -> d.path("kind").asText().equals("NetworkPolicy")).toList();
    }

    /** Ingress of {@code to} admits {@code from} on {@code port}. */
    boolean allows(Pod from, Pod to, int port) {
        return evaluate(to, from, port, "Ingress", "ingress", "from");
    }

    /** Egress of {@code from} lets it reach {@code to} on {@code port}. */
    boolean egressAllows(Pod from, Pod to, int port) {
        return evaluate(from, to, port, "Egress", "egress", "to");
    }

    private boolean evaluate(Pod subject, Pod peer, int port, String type, String rulesKey, String peersKey) {
        List<JsonNode> selecting = policies.stream()
                .filter(p -> p.at("/metadata/namespace").asText().equals(subject.namespace()))
                .filter(p -> p.at("/spec/policyTypes").toString().contains("\"" + type + "\""))
                .filter(p -> matches(p.at("/spec/podSelector"), subject.labels())).toList();
        if (selecting.isEmpty()) {
            return true;
        }
        for (JsonNode policy : selecting) {
            for (JsonNode rule : policy.at("/spec/" + rulesKey)) {
                if (peerMatches(rule.path(peersKey), policy.at("/metadata/namespace").asText(), peer)
                        && portMatches(rule.path("ports"), port, type.equals("Ingress") ? subject : peer)) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean peerMatches(JsonNode peers, String policyNamespace, Pod peer) {
        if (peers.isMissingNode() || peers.isEmpty()) {
            return true;
        }
        for (JsonNode p : peers) {
            JsonNode ns = p.path("namespaceSelector");
            boolean nsOk = ns.isMissingNode() ? peer.namespace().equals(policyNamespace)
                    : matches(ns, Map.of("kubernetes.io/metadata.name", peer.namespace()));
            boolean podOk = p.path("podSelector").isMissingNode() || matches(p.path("podSelector"), peer.labels());
            if (nsOk && podOk) {
                return true;
            }
        }
        return false;
    }

    /** Named ports resolve against the serving pod's container port names (the lab names its port "http"). */
    private static boolean portMatches(JsonNode ports, int port, Pod server) {
        if (ports.isMissingNode() || ports.isEmpty()) {
            return true;
        }
        for (JsonNode p : ports) {
            JsonNode value = p.path("port");
            if (value.isInt() ? value.asInt() == port : server.namedPort(value.asText()) == port) {
                return true;
            }
        }
        return false;
    }

    private static boolean matches(JsonNode selector, Map<String, String> labels) {
        if (selector.has("matchExpressions")) {
            throw new IllegalArgumentException("matchExpressions not evaluated here: " + selector);
        }
        JsonNode match = selector.path("matchLabels");
        var names = match.fieldNames();
        while (names.hasNext()) {
            String key = names.next();
            if (!match.path(key).asText().equals(labels.get(key))) {
                return false;
            }
        }
        return true;
    }
}
