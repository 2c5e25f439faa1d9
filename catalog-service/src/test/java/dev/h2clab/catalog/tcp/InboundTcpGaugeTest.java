package dev.h2clab.catalog.tcp;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;

import org.junit.jupiter.api.Test;

class InboundTcpGaugeTest {

    @Test
    void countsTheServerEndsOfEstablishedConnectionsOnly() throws Exception {
        try (ServerSocket server = new ServerSocket(0, 2, InetAddress.getLoopbackAddress());
                Socket first = new Socket(server.getInetAddress(), server.getLocalPort());
                Socket second = new Socket(server.getInetAddress(), server.getLocalPort());
                Socket acceptedFirst = server.accept();
                Socket acceptedSecond = server.accept()) {
            // the listener is not ESTABLISHED, and the client ends have the port as their remote port
            assertThat(InboundTcpGauge.count(server.getLocalPort())).isEqualTo(2);
            assertThat(InboundTcpGauge.count(first.getLocalPort())).isEqualTo(1);
        }
    }
}
