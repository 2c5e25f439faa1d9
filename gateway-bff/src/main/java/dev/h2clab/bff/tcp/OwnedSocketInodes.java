package dev.h2clab.bff.tcp;

import java.io.IOException;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;

/** Inodes of the sockets this process holds, from the {@code socket:[inode]} links in {@code /proc/self/fd}. */
final class OwnedSocketInodes {

    private static final Path FD_DIR = Path.of("/proc/self/fd");

    private OwnedSocketInodes() {
    }

    static Set<Long> read() {
        Set<Long> inodes = new HashSet<>();
        try (DirectoryStream<Path> fds = Files.newDirectoryStream(FD_DIR)) {
            for (Path fd : fds) {
                Long inode = inodeOf(fd);
                if (inode != null) {
                    inodes.add(inode);
                }
            }
        } catch (IOException e) {
            // no /proc (not Linux): the gauge then reports 0
        }
        return inodes;
    }

    private static Long inodeOf(Path fd) {
        try {
            String target = Files.readSymbolicLink(fd).toString();
            return target.startsWith("socket:[") ? Long.valueOf(target.substring(8, target.length() - 1)) : null;
        } catch (IOException | RuntimeException e) {
            return null; // fd closed between listing and reading
        }
    }
}
