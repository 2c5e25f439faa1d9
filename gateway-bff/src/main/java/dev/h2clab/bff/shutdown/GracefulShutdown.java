package dev.h2clab.bff.shutdown;

import java.time.Duration;

import jakarta.enterprise.event.Observes;
import jakarta.inject.Singleton;

import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;

import dev.h2clab.support.http.ConnectionDrain;
import io.quarkus.runtime.ShutdownDelayInitiatedEvent;
import io.vertx.ext.web.Router;

/**
 * SIGTERM without lost requests. Quarkus marks readiness DOWN and fires the pre-shutdown event, which this bean
 * holds until clients have stopped sending ({@code h2clab.shutdown.quiet-period} without a new request, at most
 * {@code quarkus.shutdown.timeout}); meanwhile every request is still served and sends its connection away (HTTP/2
 * GOAWAY, HTTP/1.1 {@code Connection: close}, see {@link ConnectionDrain}), so clients reconnect, in Kubernetes to
 * the other endpoints. Then Quarkus waits up to {@code quarkus.shutdown.timeout} for the requests still in flight
 * and stops. In Kubernetes the pod's preStop pause comes first, while the endpoint is removed.
 */
@Singleton
public class GracefulShutdown {

    private static final Logger LOG = Logger.getLogger(GracefulShutdown.class);

    private final ConnectionDrain drain;
    private final Duration quietPeriod;

    GracefulShutdown(@ConfigProperty(name = "quarkus.shutdown.timeout", defaultValue = "10s") Duration timeout,
            @ConfigProperty(name = "h2clab.shutdown.quiet-period", defaultValue = "500ms") Duration quietPeriod) {
        this.drain = new ConnectionDrain(timeout);
        this.quietPeriod = quietPeriod;
    }

    void routes(@Observes Router router) {
        router.route().order(ConnectionDrain.ROUTE_ORDER).handler(drain);
    }

    void onShutdownDelay(@Observes ShutdownDelayInitiatedEvent event) throws InterruptedException {
        LOG.info(drain.drain("gateway-bff", quietPeriod));
    }
}
