package dev.h2clab.loadtests.scenario;

import java.util.ArrayList;
import java.util.List;

/** One compared column: a bff -> catalog protocol with one client implementation. */
public record Variant(Protocol protocol, ClientKind client) {

    /** Every client x protocol of a plan, clients outermost, in the plan's order (the first protocol is the baseline). */
    public static List<Variant> of(CellPlan plan) {
        List<Variant> all = new ArrayList<>();
        for (ClientKind c : plan.clients()) {
            for (Protocol p : plan.protocols()) {
                all.add(new Variant(p, c));
            }
        }
        return all;
    }

    /** "web-client/h2c": the column key in results. */
    public String column() {
        return client.id() + "/" + protocol.id();
    }

    /** "h2c-web-client": part of file names. */
    public String fileId() {
        return protocol.id() + "-" + client.id();
    }
}
