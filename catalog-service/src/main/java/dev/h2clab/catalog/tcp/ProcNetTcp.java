package dev.h2clab.catalog.tcp;

/**
 * Counts sockets in the text of {@code /proc/net/tcp} or {@code /proc/net/tcp6}. Each data line
 * reads {@code sl local_address rem_address st ...}, addresses as {@code HEXADDR:HEXPORT}
 * (8 hex digits for IPv4, 32 for IPv6) and {@code st} the kernel's TCP state in hex.
 * Pure text in, number out: no I/O, so it is tested on sample text.
 */
public final class ProcNetTcp {

    /** {@code TCP_ESTABLISHED} in include/net/tcp_states.h. */
    public static final int STATE_ESTABLISHED = 0x01;

    private ProcNetTcp() {
    }

    /** Sockets in state {@code state} whose LOCAL port is {@code localPort}. */
    public static int countLocalPort(CharSequence procText, int state, int localPort) {
        int count = 0;
        for (String line : procText.toString().split("\n")) {
            String[] fields = line.trim().split("\\s+");
            // header line ("sl local_address ...") and blank lines fail these checks
            if (fields.length < 4 || !fields[0].endsWith(":")) {
                continue;
            }
            if (hex(fields[3]) == state && port(fields[1]) == localPort) {
                count++;
            }
        }
        return count;
    }

    /** The port of {@code HEXADDR:HEXPORT}, or -1 when the field is not of that form. */
    static int port(String address) {
        int colon = address.lastIndexOf(':');
        return colon < 0 ? -1 : hex(address.substring(colon + 1));
    }

    private static int hex(String digits) {
        try {
            return Integer.parseInt(digits, 16);
        } catch (NumberFormatException e) {
            return -1;
        }
    }
}
