package dev.h2clab.loadtests.bench;

import java.nio.file.Files;
import java.nio.file.Path;

import dev.h2clab.support.process.Command;

/**
 * What {@code ./lab bench --java X} runs: a path, a command on PATH, or the name of a JDK installed in
 * {@code /usr/lib/jvm} (where Debian's and Adoptium's packages put them), so a command line and the reports it
 * writes can name a JVM without a machine's path: {@code --java java,temurin-25-jdk-amd64}.
 */
final class JavaExecutable {

    static final Path JVM_DIR = Path.of("/usr/lib/jvm");

    private JavaExecutable() {
    }

    static String resolve(String java) {
        return resolve(java, JVM_DIR);
    }

    static String resolve(String java, Path jvmDir) {
        if (java.contains("/") || Command.which(java).isPresent()) {
            return java;
        }
        Path installed = jvmDir.resolve(java).resolve("bin/java");
        return Files.isExecutable(installed) ? installed.toString() : java;
    }
}
