package dev.h2clab.loadtests.sampling;

import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;

/** The kernel-side count the sampler takes from {@code ss}; the Prometheus reader is tested in lab-support. */
class KernelConnectionsTest {

    @Test
    void kernelCountKeepsOnlyTheOwnersSockets() {
        String ss = """
                ESTAB 0 0 127.0.0.1:40000 127.0.0.1:8081 users:(("java",pid=123,fd=40))
                ESTAB 0 0 127.0.0.1:40002 127.0.0.1:8081 users:(("java",pid=1234,fd=41))
                ESTAB 0 0 127.0.0.1:40004 127.0.0.1:8081 users:(("java",pid=123,fd=42))
                """;
        assertThat(KernelConnections.countOwned(ss, 123)).isEqualTo(2);
    }
}
