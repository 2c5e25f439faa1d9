package dev.h2clab.loadtests.rollout;

import java.util.List;
import java.util.Map;

/**
 * A Kubernetes-Service-like front for the catalog replicas: each NEW connection goes to one current endpoint and stays
 * there. Changing the endpoints never touches established connections.
 */
interface Balancer extends AutoCloseable {

    /** The URL the bff is given. */
    String url();

    /** The endpoints new connections go to from now on. */
    void endpoints(List<Endpoint> endpoints);

    /** Established connections per endpoint ({@code host:port}), listed endpoints included with 0. */
    Map<String, Integer> openConnections();

    /** Connections closed at once because no endpoint took them (-1 when the balancer cannot tell). */
    long refused();

    @Override
    void close();
}
