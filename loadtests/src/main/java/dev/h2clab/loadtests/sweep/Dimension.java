package dev.h2clab.loadtests.sweep;

import java.util.Locale;

/**
 * A dimension of the sweep's grid, with what changing it costs: a request-level value reuses the warm processes
 * (the driver sends other requests), a network value rewrites the netns loss rule, a process-level value starts new
 * services. Values are kept as canonical text (bytes in bytes, loss in percent) so points can be named, written and
 * resumed.
 */
public enum Dimension {
    FANOUT("fanout", "fanout", Level.REQUEST),
    DELAY_MS("delay-ms", "delay ms", Level.REQUEST),
    BYTES("bytes", "bytes", Level.REQUEST),
    VUS("vus", "users", Level.REQUEST),
    RATE("rate", "req/s", Level.REQUEST),
    LOSS("loss", "loss", Level.NETWORK),
    POOL("pool", "HTTP/1.1 pool", Level.PROCESS),
    CLIENT("clients", "client", Level.PROCESS);

    /** What a change of value restarts. */
    public enum Level { REQUEST, NETWORK, PROCESS }

    private final String option;
    private final String label;
    private final Level level;

    Dimension(String option, String label, Level level) {
        this.option = option;
        this.label = label;
        this.level = level;
    }

    /** The command-line option without dashes, also the key in sweep.json and the CSV header. */
    public String option() {
        return option;
    }

    /** Axis title in maps. */
    public String label() {
        return label;
    }

    public Level level() {
        return level;
    }

    public static Dimension fromOption(String option) {
        for (Dimension d : values()) {
            if (d.option.equals(option)) {
                return d;
            }
        }
        throw new IllegalArgumentException("unknown dimension '" + option + "'; one of fanout, delay-ms, bytes, vus, "
                + "rate, loss, pool, clients");
    }

    /** Canonical text of a number: no trailing ".0". */
    public static String canonical(double value) {
        return value == Math.rint(value) ? Long.toString((long) value) : String.format(Locale.ROOT, "%s", value);
    }

    /** A value as maps show it: bytes as 12k / 1m, loss as 0.5%. */
    public String display(String value) {
        return switch (this) {
            case BYTES -> bytes(Long.parseLong(value));
            case LOSS -> value + "%";
            default -> value;
        };
    }

    private static String bytes(long b) {
        if (b >= 1024 * 1024 && b % (1024 * 1024) == 0) {
            return b / (1024 * 1024) + "m";
        }
        if (b >= 1024 && b % 1024 == 0) {
            return b / 1024 + "k";
        }
        return Long.toString(b);
    }
}
