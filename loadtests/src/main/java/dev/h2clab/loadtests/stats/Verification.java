package dev.h2clab.loadtests.stats;

import java.util.Map;

/**
 * The check before measuring that the bff really talks the intended protocol to catalog.
 *
 * @param passed             all checks held
 * @param status             bff status of the probe request
 * @param downstreamProtocol the bff's {@code x-downstream-protocol} header
 * @param catalogDelta       catalog_requests_total increase during the probe, by protocol
 * @param expected           the HTTP version catalog must have seen
 * @param message            what failed, or a one-line confirmation
 * @param bffClient          the labels of the bff's {@code bff_catalog_client_info}: the client settings the cell
 *                           was measured with, defaults included (empty when the probe failed)
 */
public record Verification(boolean passed, int status, String downstreamProtocol, Map<String, Long> catalogDelta,
                           String expected, String message, Map<String, String> bffClient) {

    /** The gateway-bff metric whose labels are the catalog client's settings ({@link #bffClient}). */
    public static final String CLIENT_INFO = "bff_catalog_client_info";

    public Verification {
        bffClient = bffClient == null ? Map.of() : Map.copyOf(bffClient);
    }
}
