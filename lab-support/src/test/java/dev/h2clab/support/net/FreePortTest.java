package dev.h2clab.support.net;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.InetAddress;
import java.net.ServerSocket;

import org.junit.jupiter.api.Test;

class FreePortTest {

    @Test
    void theReturnedPortCanBeBoundOnLoopback() throws Exception {
        int port = FreePort.find();

        assertThat(port).isBetween(1, 65535);
        try (ServerSocket socket = new ServerSocket(port, 1, InetAddress.getLoopbackAddress())) {
            assertThat(socket.getLocalPort()).isEqualTo(port);
        }
    }
}
