package dev.h2clab.loadtests.runner;

import dev.h2clab.loadtests.pair.LabPaths;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** The commit of the lab sources a run measured, "+dirty" when the tree had changes. */
public final class GitCommit {

    private GitCommit() {
    }

    public static String current() {
        try {
            String head = git("rev-parse", "HEAD");
            String status = git("status", "--porcelain", "--untracked-files=no");
            return head.isBlank() ? "unknown" : head + (status.isBlank() ? "" : "+dirty");
        } catch (Exception e) {
            return "unknown";
        }
    }

    private static String git(String... args) throws Exception {
        List<String> cmd = new ArrayList<>(List.of("git", "-C", LabPaths.root().toString()));
        cmd.addAll(List.of(args));
        Process p = new ProcessBuilder(cmd).redirectErrorStream(false).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
        if (!p.waitFor(10, TimeUnit.SECONDS)) {
            p.destroyForcibly();
            return "";
        }
        return p.exitValue() == 0 ? out : "";
    }
}
