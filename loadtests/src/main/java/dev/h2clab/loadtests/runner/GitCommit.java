package dev.h2clab.loadtests.runner;

import dev.h2clab.loadtests.pair.LabPaths;
import dev.h2clab.support.process.Command;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

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

    private static String git(String... args) {
        List<String> cmd = new ArrayList<>(List.of("git", "-C", LabPaths.root().toString()));
        cmd.addAll(List.of(args));
        Command.Result r = Command.run(cmd, null, Duration.ofSeconds(10));
        return r.ok() ? r.stdout().trim() : "";
    }
}
