package dev.h2clab.bff.config;

import java.util.Arrays;
import java.util.stream.Collectors;

import org.eclipse.microprofile.config.spi.Converter;

/**
 * Converts the exact lower-case spelling of a {@link ConfigName} enum. Unlike the default enum converter it
 * accepts nothing else, and its error lists the allowed values; SmallRye Config prefixes the key name.
 */
abstract class ConfigNameConverter<E extends Enum<E> & ConfigName> implements Converter<E> {

    private final Class<E> type;

    ConfigNameConverter(Class<E> type) {
        this.type = type;
    }

    @Override
    public E convert(String value) {
        String trimmed = value == null ? "" : value.trim();
        for (E constant : type.getEnumConstants()) {
            if (constant.configName().equals(trimmed)) {
                return constant;
            }
        }
        throw new IllegalArgumentException("invalid value '" + value + "'; allowed values: " + allowedValues(type));
    }

    /** The allowed spellings, comma separated, in declaration order. */
    static <E extends Enum<E> & ConfigName> String allowedValues(Class<E> type) {
        return Arrays.stream(type.getEnumConstants()).map(ConfigName::configName).collect(Collectors.joining(", "));
    }

    /** Converter for {@link Protocol}. */
    public static final class ForProtocol extends ConfigNameConverter<Protocol> {
        public ForProtocol() {
            super(Protocol.class);
        }
    }

    /** Converter for {@link ClientKind}. */
    public static final class ForClientKind extends ConfigNameConverter<ClientKind> {
        public ForClientKind() {
            super(ClientKind.class);
        }
    }
}
