package dev.h2clab.bff.client;

import java.util.Map;

/**
 * One call to catalog-service, independent of the client that sends it.
 *
 * @param endpoint which resource
 * @param id item id for {@link Endpoint#ITEMS}
 * @param bytes payload size for {@link Endpoint#PAYLOAD}
 * @param delayMs server-side delay asked of catalog-service (0 = none)
 * @param padding value of the {@code x-pad} header, empty for none (exercises HPACK)
 * @param keepBody false = the body is counted and dropped as it streams in, so the call holds no more than the
 *        client's read buffers ({@link DownstreamResponse#bodyBytes()} still says how much arrived)
 */
public record DownstreamRequest(Endpoint endpoint, long id, int bytes, int delayMs, String padding, boolean keepBody) {

    /** Name of the header that pads a request. */
    public static final String PAD_HEADER = "x-pad";

    public static DownstreamRequest item(long id, int delayMs, String padding) {
        return new DownstreamRequest(Endpoint.ITEMS, id, 0, delayMs, padding, true);
    }

    public static DownstreamRequest categories(int delayMs, String padding) {
        return new DownstreamRequest(Endpoint.CATEGORIES, 0, 0, delayMs, padding, true);
    }

    public static DownstreamRequest payload(int bytes, int delayMs, String padding) {
        return new DownstreamRequest(Endpoint.PAYLOAD, 0, bytes, delayMs, padding, true);
    }

    /** The same call with its body counted and dropped instead of kept. */
    public DownstreamRequest countingOnly() {
        return new DownstreamRequest(endpoint, id, bytes, delayMs, padding, false);
    }

    /** Path and query on catalog-service, e.g. {@code /catalog/items/17?delayMs=5}. */
    public String pathAndQuery() {
        String path = switch (endpoint) {
            case ITEMS -> "/catalog/items/" + id;
            case CATEGORIES -> "/catalog/categories";
            case PAYLOAD -> "/catalog/payload?bytes=" + bytes;
        };
        if (delayMs <= 0) {
            return path;
        }
        return path + (path.indexOf('?') < 0 ? '?' : '&') + "delayMs=" + delayMs;
    }

    /** Extra request headers (only the padding header, when asked for). */
    public Map<String, String> headers() {
        return padding == null || padding.isEmpty() ? Map.of() : Map.of(PAD_HEADER, padding);
    }
}
