package dev.h2clab.support.process;

import java.util.ArrayDeque;
import java.util.Deque;

/**
 * Everything the lab started (processes, namespaces) is registered here, so a shutdown hook cleans up
 * after Ctrl-C or a crash; normal paths close their resources themselves and unregister them.
 */
public final class ProcessReaper {

    private static final Deque<AutoCloseable> OPEN = new ArrayDeque<>();

    static {
        Runtime.getRuntime().addShutdownHook(new Thread(ProcessReaper::closeAll, "lab-reaper"));
    }

    private ProcessReaper() {
    }

    public static synchronized void register(AutoCloseable resource) {
        OPEN.push(resource);
    }

    public static synchronized void unregister(AutoCloseable resource) {
        OPEN.remove(resource);
    }

    /** Closes in reverse order of registration (processes before the namespaces they live in). */
    public static void closeAll() {
        while (true) {
            AutoCloseable next;
            synchronized (ProcessReaper.class) {
                next = OPEN.poll();
            }
            if (next == null) {
                return;
            }
            try {
                next.close();
            } catch (Exception e) {
                System.err.println("cleanup failed: " + e.getMessage());
            }
        }
    }
}
