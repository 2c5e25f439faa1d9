package dev.h2clab.catalog.tcp;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class ProcNetTcpTest {

    // Port 8081 = 0x1F91. Lines in the kernel's layout (trailing blanks included).
    private static final String TCP4 = """
              sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode
               0: 00000000:1F91 00000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 591 1 00000000e132caff 100 0 0 10 0
               1: 0100007F:1F91 0100007F:C6FE 01 00000000:00000000 00:00000000 00000000     0        0 7001 1 00000000546b6f13 20 4 30 10 -1
               2: 0100007F:C6FE 0100007F:1F91 01 00000000:00000000 00:00000000 00000000     0        0 7002 1 00000000546b6f14 20 4 30 10 -1
               3: 0100007F:1F91 0100007F:C700 06 00000000:00000000 03:00000C28 00000000     0        0 0 3 00000000546b6f15
               4: 0A00020F:1F91 0A000201:D431 01 00000000:00000000 02:000A7B2C 00000000     0        0 7003 2 00000000546b6f16 20 4 30 10 -1
               5: 0100007F:1F92 0100007F:C702 01 00000000:00000000 00:00000000 00000000     0        0 7004 1 00000000546b6f17 20 4 30 10 -1
            """;

    private static final String TCP6 = """
              sl  local_address                         remote_address                        st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode
               0: 00000000000000000000000000000000:1F91 00000000000000000000000000000000:0000 0A 00000000:00000000 00:00000000 00000000     0        0 33504 1 00000000f20c302f 100 0 0 10 0
               1: 0000000000000000FFFF00000100007F:1F91 0000000000000000FFFF00000100007F:B2C4 01 00000000:00000000 00:00000000 00000000     0        0 8001 1 00000000f20c3030 20 4 30 10 -1
               2: 00000000000000000000000001000000:1F91 00000000000000000000000001000000:B2C6 01 00000000:00000000 00:00000000 00000000     0        0 8002 1 00000000f20c3031 20 4 30 10 -1
               3: 00000000000000000000000001000000:1F91 00000000000000000000000001000000:B2C8 08 00000000:00000000 00:00000000 00000000     0        0 8003 1 00000000f20c3032 20 4 30 10 -1
            """;

    @Test
    void countsEstablishedIpv4SocketsByLocalPortOnly() {
        // line 1 and 4 (server side); not the LISTEN line 0, not the client side line 2,
        // not TIME_WAIT line 3, not the other port line 5
        assertThat(ProcNetTcp.countLocalPort(TCP4, ProcNetTcp.STATE_ESTABLISHED, 8081)).isEqualTo(2);
    }

    @Test
    void countsEstablishedIpv6AndMappedIpv4Sockets() {
        // mapped ::ffff:127.0.0.1 and ::1; not LISTEN, not CLOSE_WAIT (08)
        assertThat(ProcNetTcp.countLocalPort(TCP6, ProcNetTcp.STATE_ESTABLISHED, 8081)).isEqualTo(2);
    }

    @Test
    void otherStatesAndPortsAreSelectable() {
        assertThat(ProcNetTcp.countLocalPort(TCP4, 0x0A, 8081)).isEqualTo(1); // LISTEN
        assertThat(ProcNetTcp.countLocalPort(TCP4, ProcNetTcp.STATE_ESTABLISHED, 0xC6FE)).isEqualTo(1);
        assertThat(ProcNetTcp.countLocalPort(TCP4, ProcNetTcp.STATE_ESTABLISHED, 9999)).isZero();
    }

    @Test
    void emptyOrHeaderOnlyTextCountsNothing() {
        assertThat(ProcNetTcp.countLocalPort("", 1, 8081)).isZero();
        assertThat(ProcNetTcp.countLocalPort(TCP4.lines().findFirst().orElseThrow(), 1, 8081)).isZero();
        assertThat(ProcNetTcp.countLocalPort("garbage line\n  7: nothex:zz 0:0 01\n", 1, 8081)).isZero();
    }

    @Test
    void parsesThePortOfAnAddressField() {
        assertThat(ProcNetTcp.port("0100007F:1F91")).isEqualTo(8081);
        assertThat(ProcNetTcp.port("00000000000000000000000001000000:FFFF")).isEqualTo(65535);
        assertThat(ProcNetTcp.port("no-colon")).isEqualTo(-1);
    }
}
