package dev.h2clab.loadtests.pair;

import dev.h2clab.loadtests.scenario.CellPlan;
import dev.h2clab.loadtests.scenario.ClientKind;
import dev.h2clab.loadtests.scenario.Protocol;

import java.util.HashMap;
import java.util.Map;

/** The {@code BFF_CATALOG_*} environment of one cell (the bff's public configuration interface). */
public final class BffEnvironment {

    private BffEnvironment() {
    }

    public static Map<String, String> of(CellPlan plan, Protocol protocol, ClientKind client, String catalogUrl,
                                         int port, String bindHost) {
        Map<String, String> env = new HashMap<>();
        env.put("QUARKUS_HTTP_PORT", Integer.toString(port));
        env.put("QUARKUS_HTTP_HOST", bindHost);
        env.put("BFF_CATALOG_URL", catalogUrl);
        env.put("BFF_CATALOG_PROTOCOL", protocol.id());
        env.put("BFF_CATALOG_CLIENT", client.id());
        env.put("BFF_CATALOG_HTTP1_POOL_SIZE", Integer.toString(plan.http1Pool()));
        env.put("BFF_CATALOG_HTTP2_POOL_SIZE", Integer.toString(plan.http2Pool()));
        // Size the wait queue for the offered concurrency: a small queue rejects requests while the
        // first connection is still being set up, which would measure the queue, not the protocol.
        long inFlight = (long) Math.max(plan.vus(), plan.edgeConnections()) * plan.downstreamPerRequest();
        env.put("BFF_CATALOG_MAX_WAIT_QUEUE", Long.toString(Math.max(1024, inFlight * 2)));
        env.put("BFF_CATALOG_REQUEST_TIMEOUT", plan.bytes() >= 1_048_576 ? "60s" : "10s");
        env.put("BFF_CATALOG_CONNECT_TIMEOUT", "2s");
        env.putAll(plan.bffEnv()); // --bff-env: the user's experiment settings win over the lab's sizing
        return env;
    }
}
