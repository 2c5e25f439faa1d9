package dev.h2clab.loadtests.bench;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import java.util.function.ToDoubleFunction;

/** The ratios the bench exists for, each computed within a round (same minute, same machine state), then summarised. */
public final class BenchFigures {

    /**
     * One ratio.
     *
     * @param name   what is divided by what
     * @param median median over rounds
     * @param min    lowest round
     * @param max    highest round
     * @param goal   the goal as text, e.g. ">= 0.9x"; {@link #REFERENCE} for a figure that explains others
     * @param met    whether the median meets it (true for a reference)
     */
    public record Figure(String name, double median, double min, double max, String goal, boolean met) {

        /** The goal column of a figure that has none: it says where the others' gaps come from. */
        public static final String REFERENCE = "-";

        public boolean reference() {
            return REFERENCE.equals(goal);
        }
    }

    private BenchFigures() {
    }

    public static List<Figure> of(JavaRun run, BenchPlan plan) {
        List<Figure> figures = new ArrayList<>();
        figures.add(atLeast(String.format(Locale.ROOT, "catalog HTTP/1.1 req/s / nginx (h2load -c %d)", plan.clients()),
                ratios(run, r -> rps(r, "catalog-service", "http1") / rps(r, "nginx", "http1")), 0.9));
        figures.add(atLeast(String.format(Locale.ROOT, "catalog h2c req/s / nghttpd (h2load -c %d -m %d)",
                plan.clients(), plan.streams()),
                ratios(run, r -> rps(r, "catalog-service", "h2c") / rps(r, "nghttpd", "h2c")), 0.8));
        figures.add(reference("catalog HTTP/1.1 req/s / plain Vert.x (the lab's cost over the framework)",
                ratios(run, r -> rps(r, "catalog-service", "http1") / rps(r, BenchRunner.PLAIN_VERTX, "http1"))));
        figures.add(reference("catalog h2c req/s / plain Vert.x",
                ratios(run, r -> rps(r, "catalog-service", "h2c") / rps(r, BenchRunner.PLAIN_VERTX, "h2c"))));
        figures.add(reference("plain Vert.x HTTP/1.1 req/s / nginx (the JVM stack's own distance)",
                ratios(run, r -> rps(r, BenchRunner.PLAIN_VERTX, "http1") / rps(r, "nginx", "http1"))));
        figures.add(reference("plain Vert.x h2c req/s / nghttpd",
                ratios(run, r -> rps(r, BenchRunner.PLAIN_VERTX, "h2c") / rps(r, "nghttpd", "h2c"))));
        figures.add(atLeast("catalog h2c req/s / catalog HTTP/1.1 req/s",
                ratios(run, r -> rps(r, "catalog-service", "h2c") / rps(r, "catalog-service", "http1")), 4));
        String direct = BenchRunner.DIRECT;
        eachProtocol(figures, p -> atMost(String.format(Locale.ROOT, "%s p50 / catalog direct p50 (open model, %s "
                + "req/s)", bff(p), num(plan.rate())), ratios(run, r -> p50(r, bff(p)) / p50(r, direct)), 1.5));
        figures.add(reference("nginx proxy p50 / catalog direct p50 (a C proxy's hop)",
                ratios(run, r -> p50(r, BenchRunner.NGINX_PROXY) / p50(r, direct))));
        eachProtocol(figures, p -> reference(plainProxy(p) + " p50 / catalog direct p50",
                ratios(run, r -> p50(r, plainProxy(p)) / p50(r, direct))));
        eachProtocol(figures, p -> atMost(bff(p) + " CPU per request / catalog's (direct)",
                ratios(run, r -> cpu(r, bff(p)) / cpu(r, direct)), 2));
        figures.add(reference("nginx proxy CPU per request / catalog's (direct)",
                ratios(run, r -> cpu(r, BenchRunner.NGINX_PROXY) / cpu(r, direct))));
        eachProtocol(figures, p -> reference(plainProxy(p) + " CPU per request / catalog's (direct)",
                ratios(run, r -> cpu(r, plainProxy(p)) / cpu(r, direct))));
        eachProtocol(figures, p -> reference(bff(p) + " CPU per request / plain Vert.x proxy's (the bff's own)",
                ratios(run, r -> cpu(r, bff(p)) / cpu(r, plainProxy(p)))));
        return figures;
    }

    /** Median over rounds of a raw figure (req/s of one server run, p50 of a hop...). */
    public static double median(JavaRun run, ToDoubleFunction<JavaRun.Round> figure) {
        return stats(ratios(run, figure))[0];
    }

    static double rps(JavaRun.Round round, String server, String protocol) {
        return round.servers().stream().filter(s -> s.server().equals(server) && s.protocol().equals(protocol))
                .mapToDouble(ServerRun::requestsPerSecond).findFirst().orElse(Double.NaN);
    }

    /** One figure per protocol of {@link BenchRunner#PROTOCOLS}, in that order. */
    private static void eachProtocol(List<Figure> figures, Function<String, Figure> figure) {
        BenchRunner.PROTOCOLS.forEach(protocol -> figures.add(figure.apply(protocol)));
    }

    /** The hop target of the bff whose catalog calls go over {@code protocol}. */
    static String bff(String protocol) {
        return "bff " + protocol;
    }

    /** The bare Vert.x proxy's hop target over {@code protocol}. */
    static String plainProxy(String protocol) {
        return BenchRunner.PLAIN_PROXY + " " + protocol;
    }

    private static double p50(JavaRun.Round round, String target) {
        return hop(round, target).p50Ms();
    }

    private static double cpu(JavaRun.Round round, String target) {
        return hop(round, target).cpuMicrosPerRequest();
    }

    static HopRun hop(JavaRun.Round round, String target) {
        return round.hops().stream().filter(h -> h.target().equals(target)).findFirst()
                .orElse(new HopRun(target, 0, Double.NaN, Double.NaN, Double.NaN, 0, 0, Double.NaN));
    }

    private static double[] ratios(JavaRun run, ToDoubleFunction<JavaRun.Round> f) {
        return run.countedRounds().stream().mapToDouble(f).toArray();
    }

    private static Figure atLeast(String name, double[] values, double goal) {
        double[] s = stats(values);
        return new Figure(name, s[0], s[1], s[2], ">= " + num(goal) + "x", s[0] >= goal);
    }

    private static Figure reference(String name, double[] values) {
        double[] s = stats(values);
        return new Figure(name, s[0], s[1], s[2], Figure.REFERENCE, true);
    }

    private static Figure atMost(String name, double[] values, double goal) {
        double[] s = stats(values);
        return new Figure(name, s[0], s[1], s[2], "<= " + num(goal) + "x", s[0] <= goal);
    }

    /** {median, min, max}; NaN when there is no value. */
    static double[] stats(double[] values) {
        double[] v = Arrays.stream(values).filter(d -> !Double.isNaN(d)).sorted().toArray();
        if (v.length == 0) {
            return new double[]{Double.NaN, Double.NaN, Double.NaN};
        }
        double median = v.length % 2 == 1 ? v[v.length / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
        return new double[]{median, v[0], v[v.length - 1]};
    }

    static String num(double v) {
        return v == Math.rint(v) ? Long.toString((long) v) : String.format(Locale.ROOT, "%.1f", v);
    }
}
