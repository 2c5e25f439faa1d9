package dev.h2clab.loadtests.netns;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * One "pod": a network namespace with lo and an eth0 on the run's bridge. Processes join it by being
 * started through {@link #command(List)}.
 */
public final class Pod {

    private static final String LOSS_TABLE = "inet h2clab_loss";

    private final String name;
    private final String address;

    Pod(String name, String address) {
        this.name = name;
        this.address = address;
    }

    /** The namespace name, {@code h2clab-<runId>-<pod>}. */
    public String name() {
        return name;
    }

    /** The pod's IPv4 address on the bridge (10.244.n.x), reachable from every pod of the run. */
    public String address() {
        return address;
    }

    /** {@code cmd} prefixed so that it runs inside this pod: {@code ip netns exec <name> cmd...}. */
    public List<String> command(List<String> cmd) {
        List<String> full = new ArrayList<>(List.of(Tools.ip(), "netns", "exec", name));
        full.addAll(cmd);
        return full;
    }

    /**
     * Drops {@code percent} (0..100, two decimals) of the packets arriving on eth0, each packet by an
     * independent random draw (nftables numgen), before conntrack sees them. 0 removes the rule; a new
     * call replaces the previous one.
     */
    public synchronized void dropIngressPercent(double percent) {
        dropIngressPercent(command(List.of()), percent);
    }

    /**
     * As {@link #dropIngressPercent(double)}, in the pod that {@code podPrefix} runs commands in (the lab inside the
     * load pod knows a pod only by that prefix).
     */
    public static void dropIngressPercent(List<String> podPrefix, double percent) {
        if (!(percent >= 0 && percent <= 100)) {
            throw new IllegalArgumentException("percent must be within 0..100, got: " + percent);
        }
        long perTenThousand = Math.round(percent * 100);
        StringBuilder rules = new StringBuilder()
                .append("add table ").append(LOSS_TABLE).append('\n')
                .append("delete table ").append(LOSS_TABLE).append('\n');
        if (perTenThousand > 0) {
            rules.append(String.format(Locale.ROOT, """
                    table %s {
                      chain ingress {
                        type filter hook prerouting priority raw; policy accept;
                        iifname "eth0" numgen random mod 10000 < %d counter drop
                      }
                    }
                    """, LOSS_TABLE, perTenThousand));
        }
        List<String> nft = new ArrayList<>(podPrefix);
        nft.addAll(List.of(Tools.nft(), "-f", "-"));
        Exec.run(nft, rules.toString());
    }

    /** The current counters of eth0 (read from sysfs inside the namespace). */
    public InterfaceCounters interfaceCounters() {
        String dir = "/sys/class/net/eth0/statistics/";
        return InterfaceCounters.parse(Exec.run(command(List.of("cat",
                dir + "rx_bytes", dir + "tx_bytes", dir + "rx_packets", dir + "tx_packets"))));
    }

    @Override
    public String toString() {
        return name + "(" + address + ")";
    }
}
