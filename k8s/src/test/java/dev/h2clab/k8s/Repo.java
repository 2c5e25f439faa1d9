package dev.h2clab.k8s;

import static org.junit.jupiter.api.Assertions.fail;

import java.nio.file.Files;
import java.nio.file.Path;

/** Locations in the repository and of the packaged services the tests start. */
final class Repo {

    private Repo() {
    }

    static Path root() {
        String configured = System.getProperty("h2clab.root");
        Path start = configured != null ? Path.of(configured) : Path.of("").toAbsolutePath();
        for (Path p = start.toAbsolutePath(); p != null; p = p.getParent()) {
            if (Files.isDirectory(p.resolve("k8s/base")) && Files.exists(p.resolve("mvnw"))) {
                return p;
            }
        }
        return fail("repository root (with k8s/base and mvnw) not found above " + start);
    }

    /** The text of {@code file}, failing the test when it cannot be read. */
    static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (java.io.IOException e) {
            return fail("cannot read " + file + ": " + e.getMessage());
        }
    }

    static Path k8s(String relative) {
        return root().resolve("k8s").resolve(relative);
    }

    /** The fast-jar of catalog-service or gateway-bff; fails with how to build it when missing. */
    static Path quarkusJar(String module) {
        Path jar = root().resolve(module).resolve("target/quarkus-app/quarkus-run.jar");
        if (!Files.exists(jar) || !Files.isDirectory(jar.getParent().resolve("app"))) {
            fail(module + " is not packaged (" + jar + "): run ./mvnw -B package -pl " + module
                    + " -DskipTests, or the whole reactor (this module builds last)");
        }
        return jar;
    }
}
