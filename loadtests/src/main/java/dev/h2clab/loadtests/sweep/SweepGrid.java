package dev.h2clab.loadtests.sweep;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * The swept dimensions, each with its values in the order given. The points are laid out so that what is dear to
 * change changes least: process-level dimensions (pool, client) outermost, then the netns loss, request-level ones
 * (fanout, delay, bytes, users, rate) innermost, so each set of services is started once and every point after its
 * first runs on warm processes.
 */
public record SweepGrid(Map<Dimension, List<String>> axes) {

    public SweepGrid {
        Map<Dimension, List<String>> copy = new EnumMap<>(Dimension.class);
        axes.forEach((d, v) -> {
            if (v.isEmpty()) {
                throw new IllegalArgumentException("--" + d.option() + " needs at least one value");
            }
            if (v.stream().distinct().count() != v.size()) {
                throw new IllegalArgumentException("--" + d.option() + " lists a value twice: " + v);
            }
            copy.put(d, List.copyOf(v));
        });
        axes = copy;
    }

    /** Every point, dearest dimension outermost. */
    public List<GridPoint> points() {
        List<Dimension> order = new ArrayList<>(axes.keySet());
        order.sort(Comparator.comparing((Dimension d) -> -d.level().ordinal()).thenComparing(Enum::ordinal));
        List<GridPoint> points = new ArrayList<>();
        expand(order, 0, new EnumMap<>(Dimension.class), points);
        return points;
    }

    private void expand(List<Dimension> order, int depth, Map<Dimension, String> prefix, List<GridPoint> out) {
        if (depth == order.size()) {
            out.add(new GridPoint(prefix));
            return;
        }
        Dimension d = order.get(depth);
        for (String value : axes.get(d)) {
            prefix.put(d, value);
            expand(order, depth + 1, prefix, out);
        }
        prefix.remove(d);
    }

    /** Dimensions with more than one value, in dimension order: the ones a map can show. */
    public List<Dimension> varying() {
        return axes.entrySet().stream().filter(e -> e.getValue().size() > 1).map(Map.Entry::getKey).toList();
    }

    /** How many times services start when the points run in order: once per distinct process-level combination. */
    public long serviceStarts() {
        long starts = 0;
        Map<Dimension, String> previous = null;
        for (GridPoint p : points()) {
            if (!p.processValues().equals(previous)) {
                starts++;
                previous = p.processValues();
            }
        }
        return starts;
    }

    public List<String> values(Dimension d) {
        return axes.getOrDefault(d, List.of());
    }

    public boolean has(Dimension d) {
        return axes.containsKey(d);
    }
}
