package dev.h2clab.loadtests.scenario;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/** The scenario presets, loaded once from the classpath copy of {@code loadtests/k6/presets.json}. */
public final class Presets {

    private static final Map<String, Preset> ALL = load();

    private Presets() {
    }

    public static Set<String> names() {
        return ALL.keySet();
    }

    public static Preset get(String name) {
        Preset preset = ALL.get(name);
        if (preset == null) {
            throw new IllegalArgumentException("unknown scenario '" + name + "'; one of " + String.join(", ", names()));
        }
        return preset;
    }

    private static Map<String, Preset> load() {
        try (InputStream in = Presets.class.getResourceAsStream("/presets.json")) {
            if (in == null) {
                throw new IllegalStateException("presets.json missing from the classpath");
            }
            return new ObjectMapper().readValue(in, new TypeReference<LinkedHashMap<String, Preset>>() { });
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read presets.json", e);
        }
    }
}
