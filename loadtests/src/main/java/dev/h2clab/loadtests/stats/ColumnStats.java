package dev.h2clab.loadtests.stats;

import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/** One table column (client/protocol of one scenario): every metric over its repeats. */
public record ColumnStats(String column, String protocol, String client, List<CellResult> cells,
                          Map<Metric, Spread> spreads) {

    public static ColumnStats of(String column, List<CellResult> cells) {
        Map<Metric, Spread> spreads = new EnumMap<>(Metric.class);
        for (Metric m : Metric.values()) {
            spreads.put(m, Spread.of(values(m, cells)));
        }
        CellResult first = cells.get(0);
        return new ColumnStats(column, first.id().protocol(), first.id().client(), cells, spreads);
    }

    /** The metric's value in every clean window (ran, not disturbed by neighbours), in run order. */
    public static List<Double> values(Metric m, List<CellResult> cells) {
        return cells.stream().filter(CellResult::clean).map(m::read).toList();
    }

    public List<Double> values(Metric m) {
        return values(m, cells);
    }

    public Spread spread(Metric m) {
        return spreads.get(m);
    }

    public long failedRepeats() {
        return cells.stream().filter(c -> !c.succeeded()).count();
    }
}
