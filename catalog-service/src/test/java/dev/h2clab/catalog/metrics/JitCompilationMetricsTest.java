package dev.h2clab.catalog.metrics;

import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

class JitCompilationMetricsTest {

    @Test
    void publishesTheJitCompilationTimeTheLabWarmsUpOn() {
        SimpleMeterRegistry registry = new SimpleMeterRegistry();
        new JitCompilationMetrics().jitCompilationTime().bindTo(registry);
        // exported as jvm_compilation_time_ms_total; this JVM has compiled something by now
        assertThat(registry.get("jvm.compilation.time").functionCounter().count()).isPositive();
    }
}
