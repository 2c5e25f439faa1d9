package dev.h2clab.bff.tcp;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.junit.jupiter.api.Test;

class TcpTableParserTest {

    private static final String TCP = """
              sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode
               0: 0100007F:1F90 00000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 1001 1 0000000000000000 100 0 0 10 0
               1: 0100007F:A2C4 0100007F:1F91 01 00000000:00000000 02:000AF0A4 00000000     0        0 1002 2 0000000000000000 20 4 30 10 -1
               2: 0100007F:A2C6 0100007F:1F91 06 00000000:00000000 03:00001234 00000000     0        0 0 3 0000000000000000
            """;

    private static final String TCP6 = """
              sl  local_address                         remote_address                        st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode
               0: 00000000000000000000000001000000:D431 00000000000000000000000001000000:1F91 01 00000000:00000000 00:00000000 00000000     0        0 2001 1 0000000000000000 20 4 0 10 -1
            """;

    @Test
    void parsesPortsStateAndInodeSkippingTheHeader() {
        List<TcpSocket> sockets = TcpTableParser.parse(TCP);
        assertThat(sockets).containsExactly(
                new TcpSocket(8080, 0, 0x0A, 1001),
                new TcpSocket(41668, 8081, 0x01, 1002),
                new TcpSocket(41670, 8081, 0x06, 0));
        assertThat(sockets.get(1).isEstablished()).isTrue();
        assertThat(sockets.get(2).isEstablished()).isFalse();
    }

    @Test
    void parsesIpv6Rows() {
        assertThat(TcpTableParser.parse(TCP6)).containsExactly(new TcpSocket(54321, 8081, 0x01, 2001));
    }

    @Test
    void ignoresEmptyAndMalformedText() {
        assertThat(TcpTableParser.parse("")).isEmpty();
        assertThat(TcpTableParser.parse("garbage\n 0: zz:yy aa:bb 01 x x x 0 0 notanumber\n")).isEmpty();
    }

    @Test
    void countsThisProcessesOwnConnectionOnly() throws Exception {
        try (java.net.ServerSocket server = new java.net.ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress());
                java.net.Socket client = new java.net.Socket(server.getInetAddress(), server.getLocalPort());
                java.net.Socket accepted = server.accept()) {
            // both ends live in this process, but only the client end has the server port as its REMOTE port
            assertThat(OutboundConnectionsGauge.count(server.getLocalPort())).isEqualTo(1);
        }
    }
}
