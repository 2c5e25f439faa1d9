package dev.h2clab.loadtests.netns;

/** Byte and packet counters of a pod's eth0 as the kernel keeps them (all frames, headers included). */
public record InterfaceCounters(long rxBytes, long txBytes, long rxPackets, long txPackets) {

    /** The traffic between an earlier reading and this one. */
    public InterfaceCounters minus(InterfaceCounters earlier) {
        return new InterfaceCounters(rxBytes - earlier.rxBytes, txBytes - earlier.txBytes,
                rxPackets - earlier.rxPackets, txPackets - earlier.txPackets);
    }

    /** Bytes in both directions. */
    public long totalBytes() {
        return rxBytes + txBytes;
    }

    static InterfaceCounters parse(String catOutput) {
        String[] values = catOutput.strip().split("\\s+");
        if (values.length != 4) {
            throw new NetnsException("unexpected interface statistics: " + catOutput);
        }
        return new InterfaceCounters(Long.parseLong(values[0]), Long.parseLong(values[1]),
                Long.parseLong(values[2]), Long.parseLong(values[3]));
    }
}
