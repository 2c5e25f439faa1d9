package dev.h2clab.catalog.params;

import java.util.List;

import io.vertx.ext.web.RoutingContext;

/** Reads range-checked integer parameters from a request's path or query string. */
public final class RequestParams {

    private RequestParams() {
    }

    /** A required path parameter, e.g. {@code id} of {@code /catalog/items/:id}. */
    public static long path(RoutingContext ctx, RangeParam param) {
        return param.parse(ctx.pathParam(param.name()));
    }

    /** A required query parameter; given twice is an error. */
    public static long query(RoutingContext ctx, RangeParam param) {
        return param.parse(single(ctx, param));
    }

    /** An optional query parameter; given twice is an error. */
    public static long queryOrDefault(RoutingContext ctx, RangeParam param, long defaultValue) {
        return param.parseOrDefault(single(ctx, param), defaultValue);
    }

    private static String single(RoutingContext ctx, RangeParam param) {
        List<String> values = ctx.queryParam(param.name());
        if (values.size() > 1) {
            throw param.repeated();
        }
        return values.isEmpty() ? null : values.get(0);
    }
}
