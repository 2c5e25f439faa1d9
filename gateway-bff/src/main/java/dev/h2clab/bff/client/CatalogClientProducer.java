package dev.h2clab.bff.client;

import jakarta.enterprise.inject.Disposes;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;

import org.jboss.logging.Logger;

import dev.h2clab.bff.config.AdmissionMode;
import dev.h2clab.bff.config.CatalogClientConfig;
import dev.h2clab.bff.config.CatalogClientConfigValidator;
import io.quarkus.runtime.Startup;
import io.vertx.core.Vertx;

/** Builds the one client the configuration selects, at startup, so a bad configuration stops the application. */
public class CatalogClientProducer {

    private static final Logger LOG = Logger.getLogger(CatalogClientProducer.class);

    @Produces
    @Singleton
    @Startup
    CatalogClient catalogClient(CatalogClientConfig config, Vertx vertx, DownstreamTimers timers) {
        CatalogClientConfigValidator.validate(config);
        CatalogClient client = switch (config.client()) {
            case WEB_CLIENT -> new WebClientCatalogClient(vertx, config);
            case REST_CLIENT -> new RestClientCatalogClient(vertx, config);
            case JDK -> new JdkCatalogClient(vertx, config);
        };
        LOG.infof("catalog client: %s over %s to %s (http1 pool %d, http2 pool %d, multiplexing %d, wait queue %d,"
                + " connect timeout %s, request timeout %s, max connection age %s, admitted calls in flight %s%s)",
                config.client().configName(),
                config.protocol().configName(), config.url(), config.http1PoolSize(), config.http2PoolSize(),
                config.http2MultiplexingLimit(), config.maxWaitQueue(), config.connectTimeout(), config.requestTimeout(),
                config.maxConnectionAge().isZero() ? "off" : config.maxConnectionAge(),
                config.admissionLimit() == 0 ? "unlimited" : Integer.toString(config.admissionLimit()),
                config.admission() == AdmissionMode.ADAPTIVE ? " at most, adaptive" : "");
        return new InstrumentedCatalogClient(client, vertx, config.requestTimeout().toMillis(), timers);
    }

    void close(@Disposes CatalogClient client) {
        client.close();
    }
}
