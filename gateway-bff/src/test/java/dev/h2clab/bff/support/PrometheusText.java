package dev.h2clab.bff.support;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Reads samples out of Prometheus text exposition format. */
public final class PrometheusText {

    private PrometheusText() {
    }

    /** One sample: metric name, labels, value. */
    public record Sample(String name, Map<String, String> labels, double value) {
    }

    public static List<Sample> parse(String text) {
        List<Sample> samples = new ArrayList<>();
        for (String line : text.split("\n")) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            int brace = line.indexOf('{');
            int space = line.lastIndexOf(' ');
            String name = brace >= 0 ? line.substring(0, brace) : line.substring(0, space);
            Map<String, String> labels = new LinkedHashMap<>();
            if (brace >= 0) {
                String body = line.substring(brace + 1, line.lastIndexOf('}'));
                for (String pair : body.split(",(?=[a-zA-Z_]+=\")")) {
                    int eq = pair.indexOf('=');
                    if (eq > 0) {
                        labels.put(pair.substring(0, eq), pair.substring(eq + 2, pair.length() - 1));
                    }
                }
            }
            samples.add(new Sample(name, labels, Double.parseDouble(line.substring(space + 1))));
        }
        return samples;
    }

    /** Sum of the samples of {@code name} whose labels include all of {@code match}. */
    public static double sum(String text, String name, Map<String, String> match) {
        return parse(text).stream()
                .filter(s -> s.name().equals(name) && s.labels().entrySet().containsAll(match.entrySet()))
                .mapToDouble(Sample::value).sum();
    }

    /** Samples of {@code name}. */
    public static List<Sample> samples(String text, String name) {
        return parse(text).stream().filter(s -> s.name().equals(name)).toList();
    }
}
