package dev.h2clab.bff.config;

import org.eclipse.microprofile.config.spi.Converter;

/** Accepts {@code http1}, {@code h2c} or {@code h2c-upgrade}, nothing else. */
public final class ProtocolConverter implements Converter<Protocol> {

    @Override
    public Protocol convert(String value) {
        return ConfigNames.parse(Protocol.class, value);
    }
}
