package dev.h2clab.loadtests.sampling;

import dev.h2clab.support.process.Command;

import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * Counts ESTABLISHED TCP connections of one process to a remote port from the kernel's socket table
 * ({@code ss -Htnp}), independently of what the bff reports about itself.
 */
public final class KernelConnections {

    private KernelConnections() {
    }

    /**
     * @param prefix command prefix that enters the process's network namespace (empty on loopback)
     * @return the count, or -1 when {@code ss} is missing or failed
     */
    public static int count(List<String> prefix, long pid, int remotePort) {
        List<String> cmd = new ArrayList<>(prefix);
        cmd.addAll(List.of("ss", "-Htnp", "state", "established", "( dport = :" + remotePort + " )"));
        try {
            Command.Result r = Command.run(cmd, null, Duration.ofSeconds(5));
            return r.ok() ? countOwned(r.stdout(), pid) : -1;
        } catch (UncheckedIOException e) { // ss missing, or it did not answer in time
            return -1;
        }
    }

    /** Lines of {@code ss -p} output owned by {@code pid}. */
    static int countOwned(String ssOutput, long pid) {
        String owner = "pid=" + pid + ",";
        return (int) ssOutput.lines().filter(l -> l.contains(owner)).count();
    }
}
