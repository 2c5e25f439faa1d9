package dev.h2clab.loadtests.pair;

import java.util.List;

/** Both services on 127.0.0.1 in the lab's own network namespace. */
public final class LoopbackPlacement implements Placement {

    private static final Slot LOOPBACK = new Slot(List.of(), "127.0.0.1", "127.0.0.1", null);

    @Override
    public Slot catalog() {
        return LOOPBACK;
    }

    @Override
    public Slot bff() {
        return LOOPBACK;
    }

    @Override
    public String describe() {
        return "loopback";
    }

    @Override
    public void catalogLoss(double percent) {
        if (percent != 0) {
            throw new UnsupportedOperationException("packet loss needs --pods netns (loopback has no link to drop on)");
        }
    }

    @Override
    public void close() {
        // nothing was created
    }
}
