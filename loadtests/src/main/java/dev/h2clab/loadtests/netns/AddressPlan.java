package dev.h2clab.loadtests.netns;

/**
 * Hands out addresses for one run: pods in 10.244.n.0/24 (gateway .1 on the node's bridge), service
 * virtual IPs in 10.96.n.0/24. They exist only inside this run's namespaces; n varies with the run id
 * only so that logs of parallel runs are easy to tell apart.
 */
final class AddressPlan {

    static final int PREFIX_LENGTH = 24;
    private static final int FIRST_POD_HOST = 2;
    private static final int FIRST_SERVICE_HOST = 10;
    private static final int LAST_HOST = 254;

    private final int subnet;
    private int nextPodHost = FIRST_POD_HOST;
    private int nextServiceHost = FIRST_SERVICE_HOST;

    AddressPlan(String runId) {
        this.subnet = 1 + Math.floorMod(runId.hashCode(), 250);
    }

    String gateway() {
        return "10.244." + subnet + ".1";
    }

    String nextPodAddress() {
        if (nextPodHost > LAST_HOST) {
            throw new NetnsException("no pod address left in 10.244." + subnet + ".0/24");
        }
        return "10.244." + subnet + "." + nextPodHost++;
    }

    String nextServiceAddress() {
        if (nextServiceHost > LAST_HOST) {
            throw new NetnsException("no service address left in 10.96." + subnet + ".0/24");
        }
        return "10.96." + subnet + "." + nextServiceHost++;
    }
}
