package dev.h2clab.bff.tcp;

import java.util.ArrayList;
import java.util.List;

/**
 * Parses the text of {@code /proc/net/tcp} / {@code /proc/net/tcp6}: a header line, then rows like
 * {@code 0: 0100007F:1F91 0100007F:A2C4 01 00000000:00000000 00:00000000 00000000 0 0 12345 1 ...}
 * (addresses as hex {@code ADDR:PORT}, state in hex, inode in decimal in the 10th column).
 */
public final class TcpTableParser {

    private TcpTableParser() {
    }

    public static List<TcpSocket> parse(String table) {
        List<TcpSocket> sockets = new ArrayList<>();
        for (String line : table.split("\n")) {
            String[] columns = line.trim().split("\\s+");
            if (columns.length < 10 || !columns[0].endsWith(":")) {
                continue; // header or a malformed line
            }
            try {
                sockets.add(new TcpSocket(port(columns[1]), port(columns[2]), Integer.parseInt(columns[3], 16),
                        Long.parseLong(columns[9])));
            } catch (NumberFormatException e) {
                // not a socket row: skip rather than fail a scrape
            }
        }
        return sockets;
    }

    private static int port(String hexAddressAndPort) {
        return Integer.parseInt(hexAddressAndPort.substring(hexAddressAndPort.lastIndexOf(':') + 1), 16);
    }
}
