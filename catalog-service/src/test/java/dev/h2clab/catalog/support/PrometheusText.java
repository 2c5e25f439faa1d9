package dev.h2clab.catalog.support;

import java.util.Map;
import java.util.OptionalDouble;

/** Finds one sample in Prometheus text exposition by metric name and a subset of its labels. */
public final class PrometheusText {

    private PrometheusText() {
    }

    /** The value of the first sample of {@code name} carrying every label in {@code labels}. */
    public static OptionalDouble value(String text, String name, Map<String, String> labels) {
        for (String line : text.split("\n")) {
            if (!line.startsWith(name + "{") && !line.startsWith(name + " ")) {
                continue;
            }
            int close = line.lastIndexOf('}');
            String labelPart = close < 0 ? "" : line.substring(name.length(), close + 1);
            if (labels.entrySet().stream().allMatch(e -> labelPart.contains(e.getKey() + "=\"" + e.getValue() + "\""))) {
                return OptionalDouble.of(Double.parseDouble(line.substring(line.lastIndexOf(' ') + 1)));
            }
        }
        return OptionalDouble.empty();
    }

    /** Like {@link #value} but fails with the metric named when it is absent. */
    public static double require(String text, String name, Map<String, String> labels) {
        return value(text, name, labels).orElseThrow(() ->
                new AssertionError("no sample " + name + labels + " in /q/metrics"));
    }
}
