package dev.h2clab.loadtests.report;

import java.util.List;

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
}
