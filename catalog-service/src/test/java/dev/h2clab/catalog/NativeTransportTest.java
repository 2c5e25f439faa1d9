package dev.h2clab.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import jakarta.inject.Inject;

import org.junit.jupiter.api.Test;

import dev.h2clab.support.testing.NativeTransportCheck;
import io.quarkus.test.junit.QuarkusTest;
import io.vertx.core.Vertx;

/** The service runs on Netty's native epoll transport on Linux (see {@link NativeTransportCheck}). */
@QuarkusTest
class NativeTransportTest {

    @Inject
    Vertx vertx;

    @Test
    void runsOnNativeEpollOnLinux() {
        assertThat(NativeTransportCheck.problem(vertx)).isEmpty();
    }
}
