package dev.h2clab.loadtests.sampling;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

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
            Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
            String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
            if (!p.waitFor(5, TimeUnit.SECONDS) || p.exitValue() != 0) {
                p.destroyForcibly();
                return -1;
            }
            return countOwned(out, pid);
        } catch (IOException e) {
            return -1;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return -1;
        }
    }

    /** Lines of {@code ss -p} output owned by {@code pid}. */
    static int countOwned(String ssOutput, long pid) {
        String owner = "pid=" + pid + ",";
        return (int) ssOutput.lines().filter(l -> l.contains(owner)).count();
    }
}
