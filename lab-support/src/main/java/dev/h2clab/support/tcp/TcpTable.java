package dev.h2clab.support.tcp;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The kernel's TCP socket table of this network namespace, {@code /proc/net/tcp} and {@code /proc/net/tcp6}: the
 * lab's one reader, behind both services' {@code lab_tcp_established} gauges. Rows read
 * {@code sl local_address rem_address st tx_queue:rx_queue tr:tm->when retrnsmt uid timeout inode ...}, addresses
 * as hex {@code ADDR:PORT} (8 hex digits for IPv4, 32 for IPv6), the state in hex, the inode in decimal.
 */
public final class TcpTable {

    /** {@code TCP_ESTABLISHED} in include/net/tcp_states.h. */
    public static final int ESTABLISHED = 0x01;
    /** {@code TCP_LISTEN}. */
    public static final int LISTEN = 0x0A;

    private static final List<Path> TABLES = List.of(Path.of("/proc/net/tcp"), Path.of("/proc/net/tcp6"));

    /**
     * One socket row.
     *
     * @param localPort  local port
     * @param remotePort remote port (0 for a listener)
     * @param state      kernel TCP state, e.g. {@link #ESTABLISHED}
     * @param inode      socket inode, as in the {@code socket:[inode]} links of {@code /proc/<pid>/fd} (0 for
     *                   sockets no process owns any more, such as TIME_WAIT)
     */
    public record Socket(int localPort, int remotePort, int state, long inode) {

        public boolean established() {
            return state == ESTABLISHED;
        }
    }

    private TcpTable() {
    }

    /**
     * Every socket of this network namespace, IPv4 and IPv6, read now. A missing table (a kernel without IPv6) counts
     * as empty.
     *
     * @throws UncheckedIOException when a table exists but cannot be read: a gauge then reports no value rather
     *                              than a count it did not take
     */
    public static List<Socket> read() {
        List<Socket> sockets = new ArrayList<>();
        for (Path table : TABLES) {
            sockets.addAll(parse(readOrEmpty(table)));
        }
        return sockets;
    }

    /** The rows of one table's text; the header, blank and malformed lines are skipped. */
    public static List<Socket> parse(CharSequence text) {
        List<Socket> sockets = new ArrayList<>();
        for (String line : text.toString().split("\n")) {
            String[] columns = line.trim().split("\\s+");
            if (columns.length < 10 || !columns[0].endsWith(":")) {
                continue; // header ("sl local_address ...") or blank
            }
            try {
                sockets.add(new Socket(port(columns[1]), port(columns[2]), Integer.parseInt(columns[3], 16),
                        Long.parseLong(columns[9])));
            } catch (NumberFormatException e) {
                // not a socket row: skip it rather than fail a scrape
            }
        }
        return sockets;
    }

    private static int port(String hexAddressAndPort) {
        int colon = hexAddressAndPort.lastIndexOf(':');
        if (colon < 0) {
            throw new NumberFormatException("no port in " + hexAddressAndPort);
        }
        return Integer.parseInt(hexAddressAndPort.substring(colon + 1), 16);
    }

    private static String readOrEmpty(Path table) {
        try {
            // procfs reports size 0; readAllBytes reads to EOF regardless
            return new String(Files.readAllBytes(table), StandardCharsets.US_ASCII);
        } catch (NoSuchFileException e) {
            return "";
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + table, e);
        }
    }
}
