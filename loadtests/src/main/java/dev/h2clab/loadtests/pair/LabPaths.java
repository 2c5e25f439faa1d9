package dev.h2clab.loadtests.pair;

import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Where the repository and the packaged services are: {@code H2CLAB_HOME} (set by ./lab), else found from the jar. */
public final class LabPaths {

    private LabPaths() {
    }

    public static Path root() {
        String home = System.getenv("H2CLAB_HOME");
        if (home != null && !home.isBlank()) {
            return Path.of(home).toAbsolutePath().normalize();
        }
        try {
            Path jar = Path.of(LabPaths.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            for (Path p = jar; p != null; p = p.getParent()) {
                if (Files.exists(p.resolve("loadtests/pom.xml"))) {
                    return p;
                }
            }
        } catch (URISyntaxException | SecurityException e) {
            // fall through to the working directory
        }
        return Path.of("").toAbsolutePath();
    }

    public static Path catalogJar() {
        return root().resolve("catalog-service/target/quarkus-app/quarkus-run.jar");
    }

    public static Path bffJar() {
        return root().resolve("gateway-bff/target/quarkus-app/quarkus-run.jar");
    }

    /** The java executable running the lab, so services run on the same JDK. */
    public static String java() {
        return ProcessHandle.current().info().command().orElse("java");
    }
}
