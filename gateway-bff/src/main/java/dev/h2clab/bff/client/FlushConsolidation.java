package dev.h2clab.bff.client;

import org.jboss.logging.Logger;

import io.netty.channel.ChannelPipeline;
import io.netty.handler.flush.FlushConsolidationHandler;
import io.vertx.core.http.HttpConnection;
import io.vertx.core.http.impl.HttpClientConnection;

/**
 * {@code bff.catalog.flush-consolidation}: Vert.x flushes every HTTP/2 HEADERS frame as soon as it is written, so a
 * fan-out of 64 calls on one h2c connection cost 64 {@code writev} system calls, each waking catalog-service for one
 * request (measured: 64 per fan-out in the bff, 22 in catalog). Netty's {@link FlushConsolidationHandler} at the
 * socket end of the pipeline defers a flush made outside a read to the end of the current event-loop task (and one
 * made during a read to the read's end), so the calls one task starts leave in one write and catalog reads them
 * together: 1 {@code writev} per fan-out on each side. It is what a multiplexing client is for (gRPC-Java's write
 * queue batches the same way); over HTTP/1.1 a connection carries one call at a time, so nothing changes there.
 */
final class FlushConsolidation {

    private static final Logger LOG = Logger.getLogger(FlushConsolidation.class);
    private static final String HANDLER_NAME = "h2clab-flush-consolidation";

    private FlushConsolidation() {
    }

    /**
     * Adds the handler to the connection's pipeline unless it is there (an h2c Upgrade keeps the channel); a
     * connection of another kind is left alone. A flush goes out at the latest after Netty's default of 256
     * consolidated ones.
     */
    static void install(HttpConnection connection) {
        if (!(connection instanceof HttpClientConnection client)) {
            LOG.debugf("no flush consolidation for %s: not a Vert.x client connection", connection.getClass());
            return;
        }
        ChannelPipeline pipeline = client.channel().pipeline();
        if (pipeline.get(HANDLER_NAME) == null) {
            pipeline.addFirst(HANDLER_NAME, new FlushConsolidationHandler(
                    FlushConsolidationHandler.DEFAULT_EXPLICIT_FLUSH_AFTER_FLUSHES, true));
        }
    }
}
