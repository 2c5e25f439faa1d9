package dev.h2clab.bff.config;

import java.util.Arrays;
import java.util.stream.Collectors;

/**
 * Strict parsing of {@link ConfigName} enums: only the exact lower-case spelling is accepted (the default enum
 * converter would also take {@code H2C_UPGRADE}), and the error lists the allowed values. SmallRye Config puts
 * the key name in front of the message.
 */
public final class ConfigNames {

    private ConfigNames() {
    }

    public static <E extends Enum<E> & ConfigName> E parse(Class<E> type, String value) {
        String trimmed = value == null ? "" : value.trim();
        for (E constant : type.getEnumConstants()) {
            if (constant.configName().equals(trimmed)) {
                return constant;
            }
        }
        throw new IllegalArgumentException("invalid value '" + value + "'; allowed values: " + allowedValues(type));
    }

    /** The allowed spellings, comma separated, in declaration order. */
    public static <E extends Enum<E> & ConfigName> String allowedValues(Class<E> type) {
        return Arrays.stream(type.getEnumConstants()).map(ConfigName::configName).collect(Collectors.joining(", "));
    }
}
