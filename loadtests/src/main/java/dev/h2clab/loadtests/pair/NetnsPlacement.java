package dev.h2clab.loadtests.pair;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/** Each service in its own network namespace ("pod"); see {@link Placements}. */
final class NetnsPlacement implements Placement {

    private NetnsPlacement() {
    }

    /** Effective uid 0, read from /proc (no JNI, no `id` process). */
    static boolean isRoot() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith("Uid:")) {
                    return line.split("\\s+")[2].equals("0");
                }
            }
        } catch (IOException e) {
            return false;
        }
        return false;
    }

    static Placement fromEnvironment(double lossPercent) {
        throw new UnsupportedOperationException("netns placement is not wired in yet");
    }

    @Override
    public Slot catalog() {
        return new Slot(List.of(), "0.0.0.0", "", null);
    }

    @Override
    public Slot bff() {
        return catalog();
    }

    @Override
    public String describe() {
        return "netns";
    }

    @Override
    public void close() {
    }
}
