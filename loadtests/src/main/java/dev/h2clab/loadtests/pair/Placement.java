package dev.h2clab.loadtests.pair;

import java.util.List;
import java.util.function.LongSupplier;

/** Where the two services run: both on loopback, or each in its own network namespace ("pod"). */
public interface Placement extends AutoCloseable {

    /**
     * One service's place.
     *
     * @param prefix    command prefix that runs a command there (empty on loopback)
     * @param bindHost  {@code QUARKUS_HTTP_HOST}
     * @param address   the address others use to reach it
     * @param wireBytes rx + tx bytes of its network interface; null when there is no interface of its own
     */
    record Slot(List<String> prefix, String bindHost, String address, LongSupplier wireBytes) {
    }

    Slot catalog();

    Slot bff();

    /** One line for reports, e.g. "loopback" or "netns (catalog 10.244.1.2, loss 2%)". */
    String describe();

    /**
     * Drops {@code percent} of the packets arriving at catalog from now on (0 = none), replacing the previous
     * setting: the sweep's loss dimension. Only network namespaces have a link to drop on.
     *
     * @throws UnsupportedOperationException on loopback
     */
    void catalogLoss(double percent);

    @Override
    void close();
}
