package dev.h2clab.k8s;

import dev.h2clab.support.process.ServiceProcess;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;

/** Starts the packaged services, Prometheus and h2load as real processes with the runner's {@link ServiceProcess}. */
final class Launch {

    private Launch() {
    }

    /** {@code java -Xmx256m -jar jar} (as the lab runs it) with {@code env}, wrapped by {@code prefix}. */
    static ServiceProcess java(String name, Path jar, Map<String, String> env, Path logDir,
            UnaryOperator<List<String>> prefix) throws IOException {
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        return command(name, prefix.apply(List.of(java, "-Xmx256m", "-XX:+UseSerialGC", "-jar", jar.toString())),
                env, logDir);
    }

    /** Any command, its output in {@code logDir/name.log}. */
    static ServiceProcess command(String name, List<String> command, Map<String, String> env, Path logDir)
            throws IOException {
        return ServiceProcess.start(name, command, env, logDir.resolve(name + ".log"));
    }
}
