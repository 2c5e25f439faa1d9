package dev.h2clab.loadtests.report;

import dev.h2clab.loadtests.pair.LabPaths;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * What identifies a run besides its figures.
 *
 * @param started   ISO-8601 start time (UTC)
 * @param gitCommit commit of the lab sources, "+dirty" when the tree had changes
 * @param arguments the command line as given
 * @param placement loopback or netns description
 * @param machine   machine facts
 */
public record RunInfo(String started, String gitCommit, List<String> arguments, String placement,
                      MachineFacts machine) {

    public static String currentGitCommit() {
        try {
            String head = git("rev-parse", "HEAD");
            String status = git("status", "--porcelain", "--untracked-files=no");
            return head.isBlank() ? "unknown" : head + (status.isBlank() ? "" : "+dirty");
        } catch (Exception e) {
            return "unknown";
        }
    }

    private static String git(String... args) throws Exception {
        List<String> cmd = new java.util.ArrayList<>(List.of("git", "-C", LabPaths.root().toString()));
        cmd.addAll(List.of(args));
        Process p = new ProcessBuilder(cmd).redirectErrorStream(false).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
        if (!p.waitFor(10, TimeUnit.SECONDS)) {
            p.destroyForcibly();
        }
        return p.exitValue() == 0 ? out : "";
    }
}
