package dev.h2clab.bff.config;

/** An enum constant that is spelled in configuration by a lower-case name (e.g. {@code h2c-upgrade}). */
public interface ConfigName {

    /** The spelling accepted in configuration and shown in messages and metric tags. */
    String configName();
}
