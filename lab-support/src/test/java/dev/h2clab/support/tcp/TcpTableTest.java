package dev.h2clab.support.tcp;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.InetAddress;
import java.net.ServerSocket;
import java.util.List;

import org.junit.jupiter.api.Test;

import dev.h2clab.support.tcp.TcpTable.Socket;

class TcpTableTest {

    // Port 8081 = 0x1F91. Lines in the kernel's layout (trailing blanks included).
    private static final String TCP4 = """
              sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode
               0: 00000000:1F91 00000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 591 1 00000000e132caff 100 0 0 10 0
               1: 0100007F:1F91 0100007F:C6FE 01 00000000:00000000 00:00000000 00000000     0        0 7001 1 00000000546b6f13 20 4 30 10 -1
               2: 0100007F:C6FE 0100007F:1F91 01 00000000:00000000 00:00000000 00000000     0        0 7002 1 00000000546b6f14 20 4 30 10 -1
               3: 0100007F:1F91 0100007F:C700 06 00000000:00000000 03:00000C28 00000000     0        0 0 3 00000000546b6f15
            """;

    private static final String TCP6 = """
              sl  local_address                         remote_address                        st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode
               0: 00000000000000000000000000000000:1F91 00000000000000000000000000000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 33504 1 00000000f20c302f 100 0 0 10 0
               1: 0000000000000000FFFF00000100007F:1F91 0000000000000000FFFF00000100007F:B2C4 01 00000000:00000000 00:00000000 00000000     0        0 8001 1 00000000f20c3030 20 4 30 10 -1
               2: 00000000000000000000000001000000:D431 00000000000000000000000001000000:1F91 08 00000000:00000000 00:00000000 00000000     0        0 8002 1 00000000f20c3031 20 4 30 10 -1
            """;

    @Test
    void parsesPortsStateAndInodeOfEveryRow() {
        assertThat(TcpTable.parse(TCP4)).containsExactly(
                new Socket(8081, 0, TcpTable.LISTEN, 591),
                new Socket(8081, 0xC6FE, TcpTable.ESTABLISHED, 7001),
                new Socket(0xC6FE, 8081, TcpTable.ESTABLISHED, 7002),
                new Socket(8081, 0xC700, 0x06, 0));
    }

    @Test
    void parsesIpv6AndMappedIpv4Rows() {
        List<Socket> sockets = TcpTable.parse(TCP6);
        assertThat(sockets).containsExactly(
                new Socket(8081, 0, TcpTable.LISTEN, 33504),
                new Socket(8081, 0xB2C4, TcpTable.ESTABLISHED, 8001),
                new Socket(0xD431, 8081, 0x08, 8002));
        assertThat(sockets.get(1).established()).isTrue();
        assertThat(sockets.get(2).established()).isFalse();
    }

    @Test
    void skipsTheHeaderBlankAndMalformedLines() {
        assertThat(TcpTable.parse("")).isEmpty();
        assertThat(TcpTable.parse(TCP4.lines().findFirst().orElseThrow())).isEmpty();
        assertThat(TcpTable.parse("garbage\n 0: zz:yy aa:bb 01 x x x 0 0 notanumber\n")).isEmpty();
        assertThat(TcpTable.parse(" 7: no-colon 0100007F:1F91 01 0 0 0 0 0 1\n")).isEmpty();
    }

    @Test
    void readsTheKernelsTableWithBothEndsOfALoopbackConnection() throws Exception {
        try (ServerSocket server = new ServerSocket(0, 1, InetAddress.getLoopbackAddress());
                java.net.Socket client = new java.net.Socket(server.getInetAddress(), server.getLocalPort());
                java.net.Socket accepted = server.accept()) {
            int port = server.getLocalPort();
            List<Socket> sockets = TcpTable.read();
            assertThat(sockets).filteredOn(s -> s.established() && s.localPort() == port).hasSize(1);
            assertThat(sockets).filteredOn(s -> s.established() && s.remotePort() == port)
                    .singleElement().satisfies(s -> assertThat(s.localPort()).isEqualTo(client.getLocalPort()));
            assertThat(sockets).filteredOn(s -> s.state() == TcpTable.LISTEN && s.localPort() == port).hasSize(1);
        }
    }
}
