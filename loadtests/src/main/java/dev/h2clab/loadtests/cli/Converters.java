package dev.h2clab.loadtests.cli;

import dev.h2clab.loadtests.scenario.ClientKind;
import dev.h2clab.loadtests.scenario.Presets;
import dev.h2clab.loadtests.scenario.Protocol;
import picocli.CommandLine;

import java.time.Duration;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** picocli converters whose messages name the allowed values (picocli turns them into exit code 2). */
public final class Converters {

    private Converters() {
    }

    /** "500ms", "5s", "2m", or a bare number of seconds. */
    public static final class DurationConverter implements CommandLine.ITypeConverter<Duration> {
        private static final Pattern FORMAT = Pattern.compile("(\\d+)(ms|s|m)?");

        @Override
        public Duration convert(String value) {
            Matcher m = FORMAT.matcher(value.trim().toLowerCase(Locale.ROOT));
            if (!m.matches()) {
                throw new CommandLine.TypeConversionException(
                        "'" + value + "' is not a duration; use e.g. 500ms, 5s or 2m");
            }
            long n = Long.parseLong(m.group(1));
            String unit = m.group(2) == null ? "s" : m.group(2);
            return switch (unit) {
                case "ms" -> Duration.ofMillis(n);
                case "m" -> Duration.ofMinutes(n);
                default -> Duration.ofSeconds(n);
            };
        }
    }

    /** Byte counts with optional k/m suffix (1024-based): 12k, 10m, 12288. */
    public static final class BytesConverter implements CommandLine.ITypeConverter<Long> {
        @Override
        public Long convert(String value) {
            String v = value.trim().toLowerCase(Locale.ROOT);
            long factor = v.endsWith("k") ? 1024 : v.endsWith("m") ? 1024 * 1024 : 1;
            String digits = factor == 1 ? v : v.substring(0, v.length() - 1);
            if (!digits.matches("\\d+")) {
                throw new CommandLine.TypeConversionException("'" + value + "' is not a byte count; use e.g. 12288, 12k or 10m");
            }
            return Long.parseLong(digits) * factor;
        }
    }

    public static final class ProtocolConverter implements CommandLine.ITypeConverter<Protocol> {
        @Override
        public Protocol convert(String value) {
            try {
                return Protocol.fromId(value.trim());
            } catch (IllegalArgumentException e) {
                throw new CommandLine.TypeConversionException(e.getMessage());
            }
        }
    }

    public static final class ClientConverter implements CommandLine.ITypeConverter<ClientKind> {
        @Override
        public ClientKind convert(String value) {
            try {
                return ClientKind.fromId(value.trim());
            } catch (IllegalArgumentException e) {
                throw new CommandLine.TypeConversionException(e.getMessage());
            }
        }
    }

    public static final class ScenarioConverter implements CommandLine.ITypeConverter<String> {
        @Override
        public String convert(String value) {
            String name = value.trim();
            if (!Presets.names().contains(name)) {
                throw new CommandLine.TypeConversionException("unknown scenario '" + value + "'; one of "
                        + String.join(", ", Presets.names()));
            }
            return name;
        }
    }
}
