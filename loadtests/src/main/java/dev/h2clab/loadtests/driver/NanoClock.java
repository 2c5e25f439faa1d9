package dev.h2clab.loadtests.driver;

/** Monotonic time source; a seam so schedules can be tested with a fake clock. */
@FunctionalInterface
public interface NanoClock {

    NanoClock SYSTEM = System::nanoTime;

    long nanoTime();
}
