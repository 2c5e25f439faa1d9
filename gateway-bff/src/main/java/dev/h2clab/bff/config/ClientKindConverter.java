package dev.h2clab.bff.config;

import org.eclipse.microprofile.config.spi.Converter;

/** Accepts {@code web-client}, {@code rest-client} or {@code jdk}, nothing else. */
public final class ClientKindConverter implements Converter<ClientKind> {

    @Override
    public ClientKind convert(String value) {
        return ConfigNames.parse(ClientKind.class, value);
    }
}
