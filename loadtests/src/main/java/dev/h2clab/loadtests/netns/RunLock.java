package dev.h2clab.loadtests.netns;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Optional;

/**
 * An OS file lock held for as long as a run's namespaces are in use. The kernel drops it when the
 * owning process dies, so {@link PodNetwork#cleanupStale()} can tell leftovers from a live run.
 */
final class RunLock implements AutoCloseable {

    /** Under /run (tmpfs) like /run/netns itself: both vanish together at reboot. */
    static final Path DIR = Path.of("/run/h2clab-netns");

    private final Path file;
    private final FileChannel channel;
    private final FileLock lock;

    private RunLock(Path file, FileChannel channel, FileLock lock) {
        this.file = file;
        this.channel = channel;
        this.lock = lock;
    }

    static Path fileOf(String runId) {
        return DIR.resolve(runId + ".lock");
    }

    /** Takes the lock of {@code runId}, or returns empty when a live process holds it. */
    static Optional<RunLock> tryAcquire(String runId) {
        Path file = fileOf(runId);
        try {
            Files.createDirectories(DIR);
            FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
            FileLock lock;
            try {
                lock = channel.tryLock();
            } catch (OverlappingFileLockException e) {
                lock = null; // held by this JVM
            }
            if (lock == null) {
                channel.close();
                return Optional.empty();
            }
            return Optional.of(new RunLock(file, channel, lock));
        } catch (IOException e) {
            throw new NetnsException("cannot lock " + file + ": " + e.getMessage(), e);
        }
    }

    /** Releases the lock and removes its file; the run's namespaces must be gone by then. */
    @Override
    public void close() {
        try (channel) {
            Files.deleteIfExists(file);
            lock.release();
        } catch (IOException e) {
            throw new NetnsException("cannot release " + file + ": " + e.getMessage(), e);
        }
    }
}
