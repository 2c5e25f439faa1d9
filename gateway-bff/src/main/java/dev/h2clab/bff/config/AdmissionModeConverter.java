package dev.h2clab.bff.config;

import org.eclipse.microprofile.config.spi.Converter;

/** Accepts {@code pool} or {@code adaptive}, nothing else. */
public final class AdmissionModeConverter implements Converter<AdmissionMode> {

    @Override
    public AdmissionMode convert(String value) {
        return ConfigNames.parse(AdmissionMode.class, value);
    }
}
