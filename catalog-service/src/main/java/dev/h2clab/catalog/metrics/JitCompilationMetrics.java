package dev.h2clab.catalog.metrics;

import io.micrometer.core.instrument.binder.MeterBinder;
import io.micrometer.core.instrument.binder.jvm.JvmCompilationMetrics;
import jakarta.enterprise.inject.Produces;
import jakarta.inject.Singleton;

/**
 * Publishes {@code jvm_compilation_time_ms_total} (Quarkus binds no compilation meter by itself): the lab
 * warms a JVM until this stops growing, and a user can see on a dashboard when a pod is still compiling.
 * Absent in a native executable, which has no JIT.
 */
public class JitCompilationMetrics {

    @Produces
    @Singleton
    MeterBinder jitCompilationTime() {
        return new JvmCompilationMetrics();
    }
}
