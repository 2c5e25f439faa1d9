package dev.h2clab.loadtests.report;

import java.util.List;
import java.util.Locale;

/** Minimal inline SVG line and bar charts: the HTML report needs no script and no network. */
public final class SvgChart {

    /** A named polyline; x/y in data units. */
    public record Series(String name, String color, List<double[]> points) {
    }

    /** One bar with its label. */
    public record Bar(String label, String color, double value) {
    }

    private static final int W = 640;
    private static final int H = 300;
    private static final int L = 60;
    private static final int R = 150;
    private static final int T = 30;
    private static final int B = 40;

    private SvgChart() {
    }

    /** Line chart; {@code xTicks} are (value, label) pairs placed on the x axis. */
    public static String lines(String title, String xLabel, String yLabel, List<Series> series,
                               List<Object[]> xTicks) {
        double maxX = series.stream().flatMap(s -> s.points().stream()).mapToDouble(p -> p[0]).max().orElse(1);
        double maxY = niceMax(series.stream().flatMap(s -> s.points().stream()).mapToDouble(p -> p[1]).max().orElse(1));
        StringBuilder svg = frame(title, xLabel, yLabel, maxY);
        for (Object[] tick : xTicks) {
            double x = x((Double) tick[0], maxX);
            svg.append(text(x, H - B + 15, (String) tick[1], "middle"));
        }
        int legend = 0;
        for (Series s : series) {
            StringBuilder pts = new StringBuilder();
            s.points().forEach(p -> pts.append(f(x(p[0], maxX))).append(',').append(f(y(p[1], maxY))).append(' '));
            svg.append("<polyline fill=\"none\" stroke-width=\"1.6\" stroke=\"").append(s.color()).append("\" points=\"")
                    .append(pts.toString().trim()).append("\"/>\n");
            svg.append(legendEntry(legend++, s.name(), s.color()));
        }
        return svg.append("</svg>\n").toString();
    }

    public static String bars(String title, String yLabel, List<Bar> bars) {
        double maxY = niceMax(bars.stream().mapToDouble(Bar::value).filter(v -> !Double.isNaN(v)).max().orElse(1));
        StringBuilder svg = frame(title, "", yLabel, maxY);
        double slot = (W - L - R) / (double) Math.max(1, bars.size());
        for (int i = 0; i < bars.size(); i++) {
            Bar b = bars.get(i);
            double v = Double.isNaN(b.value()) ? 0 : b.value();
            double x0 = L + i * slot + slot * 0.15;
            svg.append(String.format(Locale.ROOT, "<rect x=\"%s\" y=\"%s\" width=\"%s\" height=\"%s\" fill=\"%s\">"
                            + "<title>%s: %s</title></rect>\n", f(x0), f(y(v, maxY)), f(slot * 0.7),
                    f(H - B - y(v, maxY)), b.color(), esc(b.label()), Numbers.fmt(v)));
            svg.append(text(x0 + slot * 0.35, H - B + 15, b.label(), "middle"));
        }
        return svg.append("</svg>\n").toString();
    }

    private static StringBuilder frame(String title, String xLabel, String yLabel, double maxY) {
        StringBuilder svg = new StringBuilder(String.format(Locale.ROOT,
                "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" font-family=\"sans-serif\" "
                        + "font-size=\"11\">\n", W, H));
        svg.append(text(W / 2.0, 16, title, "middle"));
        svg.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#333\"/>\n",
                L, H - B, W - R, H - B));
        svg.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#333\"/>\n",
                L, T, L, H - B));
        for (int i = 0; i <= 4; i++) {
            double v = maxY * i / 4;
            svg.append(text(L - 4, y(v, maxY) + 4, Numbers.fmt(v), "end"));
            svg.append(String.format(Locale.ROOT, "<line x1=\"%d\" y1=\"%s\" x2=\"%d\" y2=\"%s\" stroke=\"#ddd\"/>\n",
                    L, f(y(v, maxY)), W - R, f(y(v, maxY))));
        }
        svg.append(text(L + (W - L - R) / 2.0, H - 6, xLabel, "middle"));
        svg.append(String.format(Locale.ROOT, "<text x=\"14\" y=\"%d\" transform=\"rotate(-90 14 %d)\" "
                + "text-anchor=\"middle\">%s</text>\n", H / 2, H / 2, esc(yLabel)));
        return svg;
    }

    private static String legendEntry(int i, String name, String color) {
        int y = T + 14 * i;
        return String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%d\" width=\"10\" height=\"10\" fill=\"%s\"/>", W - R + 10,
                y, color) + text(W - R + 24, y + 9, name, "start");
    }

    private static double x(double v, double maxX) {
        return L + (W - L - R) * (maxX == 0 ? 0 : v / maxX);
    }

    private static double y(double v, double maxY) {
        return H - B - (H - B - T) * (maxY == 0 ? 0 : v / maxY);
    }

    static double niceMax(double v) {
        if (!(v > 0)) {
            return 1;
        }
        double mag = Math.pow(10, Math.floor(Math.log10(v)));
        for (double step : new double[]{1, 2, 2.5, 5, 10}) {
            if (step * mag >= v) {
                return step * mag;
            }
        }
        return 10 * mag;
    }

    private static String text(double x, double y, String s, String anchor) {
        return String.format(Locale.ROOT, "<text x=\"%s\" y=\"%s\" text-anchor=\"%s\">%s</text>\n", f(x), f(y), anchor,
                esc(s));
    }

    private static String f(double v) {
        return String.format(Locale.ROOT, "%.1f", v);
    }

    public static String esc(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
