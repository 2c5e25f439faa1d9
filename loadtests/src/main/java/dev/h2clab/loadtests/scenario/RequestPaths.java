package dev.h2clab.loadtests.scenario;

/** Builds the bff request path of a scenario; the same rule as {@code pathFor} in k6/lib/options.js. */
public final class RequestPaths {

    private RequestPaths() {
    }

    public static String pathFor(String endpoint, int fanout, long bytes, int delayMs, long id) {
        String delay = delayMs > 0 ? "delayMs=" + delayMs : "";
        return switch (endpoint) {
            case "products" -> "/bff/products/" + id + (delay.isEmpty() ? "" : "?" + delay);
            case "page" -> "/bff/page/" + id + (delay.isEmpty() ? "" : "?" + delay);
            case "burst" -> "/bff/burst?fanout=" + fanout + "&bytes=" + bytes + (delay.isEmpty() ? "" : "&" + delay);
            default -> throw new IllegalArgumentException("unknown endpoint " + endpoint);
        };
    }

    public static String pathFor(CellPlan plan, long id) {
        return pathFor(plan.endpoint(), plan.fanout(), plan.bytes(), plan.delayMs(), id);
    }
}
