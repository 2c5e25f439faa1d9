package dev.h2clab.loadtests.bench;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class JavaExecutableTest {

    @Test
    void aJdkNameResolvesToItsJavaInTheJvmDirectory(@TempDir Path jvms) throws Exception {
        Path java = Files.createDirectories(jvms.resolve("some-jdk-21/bin")).resolve("java");
        Files.writeString(java, "#!/bin/sh\n");
        Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));

        assertThat(JavaExecutable.resolve("some-jdk-21", jvms)).isEqualTo(java.toString());
    }

    @Test
    void pathsCommandsOnThePathAndUnknownNamesAreLeftAsGiven(@TempDir Path jvms) {
        assertThat(JavaExecutable.resolve("/opt/jdk/bin/java", jvms)).isEqualTo("/opt/jdk/bin/java");
        assertThat(JavaExecutable.resolve("sh", jvms)).isEqualTo("sh");
        // left for the bench's check to refuse as "not a working java"
        assertThat(JavaExecutable.resolve("no-such-jdk", jvms)).isEqualTo("no-such-jdk");
    }
}
