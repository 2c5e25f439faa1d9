package dev.h2clab.bff.tcp;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;

import org.junit.jupiter.api.Test;

class OutboundConnectionsGaugeTest {

    @Test
    void countsThisProcessesOwnConnectionOnly() throws Exception {
        try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
                Socket client = new Socket(server.getInetAddress(), server.getLocalPort());
                Socket accepted = server.accept()) {
            // both ends live in this process, but only the client end has the server port as its REMOTE port
            assertThat(OutboundConnectionsGauge.count(server.getLocalPort())).isEqualTo(1);
        }
        assertThat(OutboundConnectionsGauge.count(1)).isZero();
    }
}
