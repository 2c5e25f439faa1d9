package dev.h2clab.loadtests.sweep;

import java.util.EnumMap;
import java.util.Map;
import java.util.stream.Collectors;

/** One point of the grid: a value for every swept dimension. */
public record GridPoint(Map<Dimension, String> values) {

    public GridPoint {
        values = new EnumMap<>(values);
    }

    /** "fanout=4,delay-ms=5": names the point in sweep.json and resume, in dimension order. */
    public String id() {
        return values.entrySet().stream().map(e -> e.getKey().option() + "=" + e.getValue())
                .collect(Collectors.joining(","));
    }

    /** "fanout 4, delay ms 5": for progress lines. */
    public String describe() {
        return values.entrySet().stream().map(e -> e.getKey().label() + " " + e.getKey().display(e.getValue()))
                .collect(Collectors.joining(", "));
    }

    public String get(Dimension d) {
        return values.get(d);
    }

    /** The values of the process-level dimensions: points that share them share running services. */
    public Map<Dimension, String> processValues() {
        Map<Dimension, String> p = new EnumMap<>(Dimension.class);
        values.forEach((d, v) -> {
            if (d.level() == Dimension.Level.PROCESS) {
                p.put(d, v);
            }
        });
        return p;
    }
}
