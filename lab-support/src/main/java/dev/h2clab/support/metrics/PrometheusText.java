package dev.h2clab.support.metrics;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalDouble;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The lab's one reader of the Prometheus text exposition format (what {@code /q/metrics} answers): samples with their
 * labels (escaped quotes included), sums over a label subset, sums grouped by one label. Enough for counters, gauges
 * and histogram buckets; comments and blank lines are skipped.
 */
public final class PrometheusText {

    private static final Pattern LINE = Pattern.compile("^([a-zA-Z_:][a-zA-Z0-9_:]*)(\\{(.*)})?\\s+(\\S+).*$");
    private static final Pattern LABEL = Pattern.compile("([a-zA-Z_][a-zA-Z0-9_]*)=\"((?:[^\"\\\\]|\\\\.)*)\"");

    private PrometheusText() {
    }

    /** One sample: metric name, labels, value. */
    public record Sample(String name, Map<String, String> labels, double value) {
    }

    /** Every sample of {@code text}, in order. */
    public static List<Sample> parse(String text) {
        List<Sample> samples = new ArrayList<>();
        for (String line : text.split("\n")) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            Matcher m = LINE.matcher(line.strip());
            if (m.matches()) {
                samples.add(new Sample(m.group(1), labels(m.group(3)), Double.parseDouble(m.group(4))));
            }
        }
        return samples;
    }

    /** Samples of exactly {@code name} (not {@code name_created} and the like). */
    public static List<Sample> samples(String text, String name) {
        return parse(text).stream().filter(s -> s.name().equals(name)).toList();
    }

    /** Sum of the samples of {@code name} whose labels include all of {@code match}; NaN when none matches. */
    public static double sum(String text, String name, Map<String, String> match) {
        List<Sample> matching = matching(text, name, match);
        return matching.isEmpty() ? Double.NaN : matching.stream().mapToDouble(Sample::value).sum();
    }

    /** Like {@link #sum}, 0 when none matches (a counter not created yet has counted nothing). */
    public static double sumOrZero(String text, String name, Map<String, String> match) {
        return matching(text, name, match).stream().mapToDouble(Sample::value).sum();
    }

    /** Sum of {@code name} grouped by the value of {@code label}; samples without that label are left out. */
    public static Map<String, Double> sumBy(String text, String name, String label) {
        Map<String, Double> out = new HashMap<>();
        for (Sample s : samples(text, name)) {
            String key = s.labels().get(label);
            if (key != null) {
                out.merge(key, s.value(), Double::sum);
            }
        }
        return out;
    }

    /** The value of the first sample of {@code name} carrying every label in {@code match}. */
    public static OptionalDouble value(String text, String name, Map<String, String> match) {
        List<Sample> matching = matching(text, name, match);
        return matching.isEmpty() ? OptionalDouble.empty() : OptionalDouble.of(matching.get(0).value());
    }

    /** Like {@link #value} but fails, naming the sample, when it is absent. */
    public static double require(String text, String name, Map<String, String> match) {
        return value(text, name, match).orElseThrow(() ->
                new IllegalStateException("no sample " + name + match + " in the exposition"));
    }

    private static List<Sample> matching(String text, String name, Map<String, String> match) {
        return samples(text, name).stream().filter(s -> s.labels().entrySet().containsAll(match.entrySet())).toList();
    }

    private static Map<String, String> labels(String body) {
        Map<String, String> labels = new LinkedHashMap<>();
        if (body != null) {
            Matcher m = LABEL.matcher(body);
            while (m.find()) {
                labels.put(m.group(1), m.group(2).replace("\\\"", "\"").replace("\\\\", "\\"));
            }
        }
        return labels;
    }
}
