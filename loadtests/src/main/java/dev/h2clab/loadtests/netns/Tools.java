package dev.h2clab.loadtests.netns;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import dev.h2clab.support.process.Command;

/** Locates ip and nft (often in sbin directories missing from a non-login PATH) and checks for root. */
final class Tools {

    private Tools() {
    }

    static String ip() {
        return find("ip").orElseThrow(() -> new NetnsException("ip (package iproute2) not found"));
    }

    static String nft() {
        return find("nft").orElseThrow(() -> new NetnsException("nft (package nftables) not found"));
    }

    /** Empty when namespaces can be made here, otherwise what is missing (root, ip or nft). */
    static Optional<String> unavailableReason() {
        List<String> missing = new ArrayList<>();
        if (!isRoot()) {
            missing.add("root (network namespaces need CAP_SYS_ADMIN and CAP_NET_ADMIN)");
        }
        if (find("ip").isEmpty()) {
            missing.add("ip (package iproute2)");
        }
        if (find("nft").isEmpty()) {
            missing.add("nft (package nftables)");
        }
        return missing.isEmpty() ? Optional.empty() : Optional.of("missing: " + String.join(", ", missing));
    }

    static boolean isRoot() {
        try {
            return Files.readString(Path.of("/proc/self/status")).lines()
                    .filter(l -> l.startsWith("Uid:"))
                    .anyMatch(l -> l.split("\\s+")[2].equals("0"));
        } catch (Exception e) {
            return false;
        }
    }

    static Optional<String> find(String name) {
        return Command.which(name);
    }
}
