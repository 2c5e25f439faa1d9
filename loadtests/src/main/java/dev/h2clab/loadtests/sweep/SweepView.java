package dev.h2clab.loadtests.sweep;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The points as maps: one facet per comparison (candidate vs baseline) and per combination of the varying
 * dimensions that are neither rows nor columns; in each, the effect at every (row value, column value). Both the
 * terminal and the HTML render from this.
 */
public final class SweepView {

    /** One map: its title and its cells, keyed row value then column value (missing = not measured yet). */
    public record Facet(String title, Map<String, Map<String, SweepPoint.Effect>> cells) {

        public SweepPoint.Effect at(String row, String col) {
            Map<String, SweepPoint.Effect> r = cells.get(row);
            return r == null ? null : r.get(col);
        }
    }

    private final SweepGrid grid;
    private final Dimension rows;
    private final Dimension cols;
    private final List<Facet> facets;

    public SweepView(SweepGrid grid, Dimension rows, Dimension cols, List<SweepPoint> points) {
        this.grid = grid;
        this.rows = rows;
        this.cols = cols;
        Map<String, Map<String, Map<String, SweepPoint.Effect>>> byFacet = new LinkedHashMap<>();
        for (SweepPoint p : points) {
            GridPoint point = p.point();
            String others = others(point);
            for (SweepPoint.Effect e : p.comparisons()) {
                String title = e.facet() + (others.isEmpty() ? "" : ", " + others);
                byFacet.computeIfAbsent(title, t -> new LinkedHashMap<>())
                        .computeIfAbsent(value(point, rows), r -> new LinkedHashMap<>()).put(value(point, cols), e);
            }
        }
        this.facets = byFacet.entrySet().stream().map(e -> new Facet(e.getKey(), e.getValue())).toList();
    }

    /** "bytes 0, pool 4": the point's values on varying dimensions off the map's axes. */
    private String others(GridPoint point) {
        return grid.varying().stream().filter(d -> d != rows && d != cols)
                .map(d -> d.label() + " " + d.display(point.get(d))).collect(Collectors.joining(", "));
    }

    private static String value(GridPoint point, Dimension d) {
        return d == null ? "" : point.get(d);
    }

    public List<Facet> facets() {
        return facets;
    }

    public Dimension rows() {
        return rows;
    }

    public Dimension cols() {
        return cols;
    }

    /** Row values in grid order ("" when the map has one row). */
    public List<String> rowValues() {
        return rows == null ? List.of("") : grid.values(rows);
    }

    public List<String> colValues() {
        return cols == null ? List.of("") : grid.values(cols);
    }

    /** Axis labels: "bytes 16k". */
    public String rowLabel(String value) {
        return rows == null ? "" : rows.label() + " " + rows.display(value);
    }

    public String colLabel(String value) {
        return cols == null ? "" : cols.label() + " " + cols.display(value);
    }

    /** The fixed part of every point (dimensions given one value), e.g. "users 16, fanout 1". */
    public String fixedPart() {
        List<String> parts = new ArrayList<>();
        Map<Dimension, List<String>> axes = new EnumMap<>(grid.axes());
        axes.forEach((d, v) -> {
            if (v.size() == 1) {
                parts.add(d.label() + " " + d.display(v.get(0)));
            }
        });
        return String.join(", ", parts);
    }

    /**
     * Crossovers: pairs of neighbouring cells of a facet whose verdict kinds differ (win next to tie, tie next to
     * loss...), each as "row,col|row,col". The lines the HTML draws and the terminal counts.
     */
    public static Set<String> crossovers(SweepView view, Facet f) {
        Set<String> edges = new LinkedHashSet<>();
        List<String> rs = view.rowValues();
        List<String> cs = view.colValues();
        for (int i = 0; i < rs.size(); i++) {
            for (int j = 0; j < cs.size(); j++) {
                SweepPoint.Effect here = f.at(rs.get(i), cs.get(j));
                if (here == null || here.kind().equals("none")) {
                    continue;
                }
                if (j + 1 < cs.size() && differs(here, f.at(rs.get(i), cs.get(j + 1)))) {
                    edges.add(i + "," + j + "|" + i + "," + (j + 1));
                }
                if (i + 1 < rs.size() && differs(here, f.at(rs.get(i + 1), cs.get(j)))) {
                    edges.add(i + "," + j + "|" + (i + 1) + "," + j);
                }
            }
        }
        return edges;
    }

    private static boolean differs(SweepPoint.Effect a, SweepPoint.Effect b) {
        return b != null && !b.kind().equals("none") && !a.kind().equals(b.kind());
    }
}
