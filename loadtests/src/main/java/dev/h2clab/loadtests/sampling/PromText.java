package dev.h2clab.loadtests.sampling;

import java.util.HashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Just enough of the Prometheus text format to read a few counters and gauges. */
public final class PromText {

    private static final Pattern LINE = Pattern.compile("^([a-zA-Z_:][a-zA-Z0-9_:]*)(\\{(.*)})?\\s+(\\S+).*$");
    private static final Pattern LABEL = Pattern.compile("([a-zA-Z_][a-zA-Z0-9_]*)=\"((?:[^\"\\\\]|\\\\.)*)\"");

    private PromText() {
    }

    /** Sum of every series of {@code name} whose labels include {@code match}; NaN when none exists. */
    public static double sum(String text, String name, Map<String, String> match) {
        double total = 0;
        boolean found = false;
        for (String line : text.split("\n")) {
            if (!line.startsWith(name)) {
                continue;
            }
            Matcher m = LINE.matcher(line);
            if (!m.matches() || !m.group(1).equals(name)) {
                continue;
            }
            Map<String, String> labels = labels(m.group(3));
            if (match.entrySet().stream().allMatch(e -> e.getValue().equals(labels.get(e.getKey())))) {
                total += Double.parseDouble(m.group(4));
                found = true;
            }
        }
        return found ? total : Double.NaN;
    }

    /** Sum of {@code name} grouped by the value of one label. */
    public static Map<String, Double> sumBy(String text, String name, String label) {
        Map<String, Double> out = new HashMap<>();
        for (String line : text.split("\n")) {
            Matcher m = LINE.matcher(line);
            if (line.startsWith(name) && m.matches() && m.group(1).equals(name)) {
                String key = labels(m.group(3)).get(label);
                if (key != null) {
                    out.merge(key, Double.parseDouble(m.group(4)), Double::sum);
                }
            }
        }
        return out;
    }

    static Map<String, String> labels(String body) {
        Map<String, String> labels = new HashMap<>();
        if (body != null) {
            Matcher m = LABEL.matcher(body);
            while (m.find()) {
                labels.put(m.group(1), m.group(2));
            }
        }
        return labels;
    }
}
