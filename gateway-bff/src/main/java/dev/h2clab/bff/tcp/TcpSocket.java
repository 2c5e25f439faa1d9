package dev.h2clab.bff.tcp;

/**
 * One row of {@code /proc/net/tcp} or {@code /proc/net/tcp6}.
 *
 * @param localPort local port
 * @param remotePort remote port
 * @param state kernel TCP state ({@code 0x01} = ESTABLISHED)
 * @param inode socket inode, matches {@code socket:[inode]} links in {@code /proc/<pid>/fd}
 */
public record TcpSocket(int localPort, int remotePort, int state, long inode) {

    public static final int ESTABLISHED = 0x01;

    public boolean isEstablished() {
        return state == ESTABLISHED;
    }
}
