package dev.h2clab.loadtests.bench;

import java.util.ArrayList;
import java.util.List;

import dev.h2clab.support.process.Command;

/** The external programs the bench needs, found on PATH (and /usr/sbin, where Debian puts nginx). */
public final class Tools {

    private Tools() {
    }

    static String nginx() {
        return find("nginx");
    }

    static String nghttpd() {
        return find("nghttpd");
    }

    /** What is missing, with the Debian package that provides it; empty when the bench can run. */
    public static List<String> missing() {
        List<String> missing = new ArrayList<>();
        check(missing, "h2load", "nghttp2-client");
        check(missing, "nghttpd", "nghttp2-server");
        check(missing, "nginx", "nginx-light");
        return missing;
    }

    private static void check(List<String> missing, String program, String pkg) {
        if (locate(program) == null) {
            missing.add(program + " (Debian package " + pkg + ")");
        }
    }

    private static String find(String program) {
        String path = locate(program);
        if (path == null) {
            throw new IllegalStateException(program + " not found on PATH or in /usr/sbin");
        }
        return path;
    }

    private static String locate(String program) {
        return Command.which(program).orElse(null);
    }
}
