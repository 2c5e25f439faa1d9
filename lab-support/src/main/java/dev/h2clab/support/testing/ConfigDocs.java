package dev.h2clab.support.testing;

import java.io.IOException;
import java.io.Reader;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import io.smallrye.config.WithName;

/**
 * Checks a README's configuration table against the code it documents, so the tables the READMEs repeat cannot
 * drift: every key of an {@code @ConfigMapping} interface must have a row with its environment variable and its
 * {@code @WithDefault}, no row may name a key that does not exist, and a {@code quarkus.*} row whose key
 * application.properties sets must show that value. Rows read {@code | `key` | `ENV` | `default`... | ... |}.
 */
public final class ConfigDocs {

    private static final Pattern ROW = Pattern.compile("^\\|\\s*`([a-z0-9.\\-]+)`\\s*\\|\\s*`([A-Z0-9_]+)`\\s*\\|([^|]*)\\|",
            Pattern.MULTILINE);

    /** One documented key. */
    public record Row(String key, String env, String defaultCell) {
    }

    private ConfigDocs() {
    }

    /** The configuration rows of a markdown text. */
    public static List<Row> rows(String markdown) {
        List<Row> rows = new ArrayList<>();
        Matcher m = ROW.matcher(markdown);
        while (m.find()) {
            rows.add(new Row(m.group(1), m.group(2), m.group(3).strip()));
        }
        return rows;
    }

    /** Key to default ({@code null} when none) of every property of {@code mapping}, as SmallRye names them. */
    public static Map<String, String> keys(Class<?> mapping) {
        ConfigMapping config = mapping.getAnnotation(ConfigMapping.class);
        if (config == null) {
            throw new IllegalArgumentException(mapping + " is not a @ConfigMapping");
        }
        Map<String, String> keys = new LinkedHashMap<>();
        for (Method method : mapping.getDeclaredMethods()) {
            if (method.isDefault() || Modifier.isStatic(method.getModifiers()) || method.getParameterCount() > 0) {
                continue;
            }
            WithName name = method.getAnnotation(WithName.class);
            WithDefault value = method.getAnnotation(WithDefault.class);
            keys.put(config.prefix() + "." + (name != null ? name.value() : kebab(method.getName())),
                    value == null ? null : value.value());
        }
        return keys;
    }

    /** SmallRye's default naming: {@code http1PoolSize} -> {@code http1-pool-size}. */
    static String kebab(String name) {
        return name.replaceAll("([a-z0-9])([A-Z])", "$1-$2").toLowerCase(Locale.ROOT);
    }

    /** The environment variable SmallRye maps to {@code key}. */
    public static String env(String key) {
        return key.toUpperCase(Locale.ROOT).replaceAll("[^A-Z0-9]", "_");
    }

    /**
     * Every disagreement between {@code readme}'s rows and the code; empty when the table is right.
     *
     * @param mapping    the {@code @ConfigMapping} interface whose keys must all be documented
     * @param properties the module's application.properties, for the {@code quarkus.*} rows
     * @param complete   true when the table must list every key of the mapping (false for a summary table)
     */
    public static List<String> problems(Path readme, Class<?> mapping, Path properties, boolean complete)
            throws IOException {
        List<Row> rows = rows(Files.readString(readme));
        Map<String, String> keys = keys(mapping);
        String prefix = mapping.getAnnotation(ConfigMapping.class).prefix() + ".";
        Properties set = new Properties();
        try (Reader in = Files.newBufferedReader(properties)) {
            set.load(in);
        }
        List<String> problems = new ArrayList<>();
        Map<String, Row> byKey = new LinkedHashMap<>();
        for (Row row : rows) {
            byKey.put(row.key(), row);
            if (!row.env().equals(env(row.key()))) {
                problems.add(row.key() + ": environment variable " + row.env() + ", SmallRye reads " + env(row.key()));
            }
            if (row.key().startsWith(prefix)) {
                if (!keys.containsKey(row.key())) {
                    problems.add(row.key() + ": documented, but " + mapping.getSimpleName() + " has no such key");
                } else if (keys.get(row.key()) != null && !row.defaultCell().startsWith("`" + keys.get(row.key()) + "`")) {
                    problems.add(row.key() + ": default shown as " + row.defaultCell() + ", the code says `"
                            + keys.get(row.key()) + "`");
                }
            } else if (set.containsKey(row.key()) && !row.defaultCell().startsWith("`" + set.getProperty(row.key()) + "`")) {
                problems.add(row.key() + ": default shown as " + row.defaultCell() + ", application.properties sets `"
                        + set.getProperty(row.key()) + "`");
            }
        }
        if (complete) {
            keys.keySet().stream().filter(k -> !byKey.containsKey(k))
                    .forEach(k -> problems.add(k + ": in " + mapping.getSimpleName() + " but not documented"));
        }
        return problems;
    }
}
