package dev.h2clab.k8s;

import java.util.ArrayDeque;
import java.util.Deque;

/** Closes what a test started, last started first, even when the test fails midway. */
final class Closer implements AutoCloseable {

    private final Deque<AutoCloseable> resources = new ArrayDeque<>();

    <T extends AutoCloseable> T add(T resource) {
        resources.push(resource);
        return resource;
    }

    @Override
    public void close() {
        RuntimeException failure = null;
        while (!resources.isEmpty()) {
            try {
                resources.pop().close();
            } catch (Exception e) {
                failure = failure != null ? failure : new IllegalStateException("cleanup failed", e);
            }
        }
        if (failure != null) {
            throw failure;
        }
    }
}
