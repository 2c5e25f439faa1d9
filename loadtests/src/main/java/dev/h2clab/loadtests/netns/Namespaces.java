package dev.h2clab.loadtests.netns;

import dev.h2clab.support.process.Command;

import java.util.List;
import java.util.regex.Pattern;

/** Names of our namespaces and the ip(8) calls that list and delete them. */
final class Namespaces {

    static final String PREFIX = "h2clab-";
    /** Letters and digits only, so that "h2clab-<runId>-<pod>" parses back without ambiguity. */
    static final Pattern RUN_ID = Pattern.compile("[A-Za-z0-9]{1,24}");
    static final Pattern POD_NAME = Pattern.compile("[a-z][a-z0-9-]{0,30}");
    /** The namespace holding the bridge, the gateway address and the service rules (a kind node). */
    static final String NODE = "node";

    private Namespaces() {
    }

    static String node(String runId) {
        return PREFIX + runId + "-" + NODE;
    }

    static String pod(String runId, String pod) {
        return PREFIX + runId + "-" + pod;
    }

    /** The run id of one of our namespace names, or null for a foreign name. */
    static String runIdOf(String namespace) {
        if (!namespace.startsWith(PREFIX)) {
            return null;
        }
        int dash = namespace.indexOf('-', PREFIX.length());
        return dash < 0 ? null : namespace.substring(PREFIX.length(), dash);
    }

    static List<String> list() {
        return Exec.run(List.of(Tools.ip(), "netns", "list")).lines()
                .map(line -> line.split("\\s+")[0])
                .filter(name -> name.startsWith(PREFIX))
                .toList();
    }

    static List<String> listRun(String runId) {
        return list().stream().filter(ns -> runId.equals(runIdOf(ns))).toList();
    }

    /** Ends every process left inside, then removes the namespace (and with it its veth end). */
    static void delete(String namespace) {
        Command.Result pids = Exec.tryRun(List.of(Tools.ip(), "netns", "pids", namespace), null);
        if (pids.exitCode() == 0) {
            pids.stdout().lines().filter(l -> !l.isBlank())
                    .forEach(pid -> ProcessHandle.of(Long.parseLong(pid.strip()))
                            .ifPresent(ProcessHandle::destroyForcibly));
        }
        Command.Result result = Exec.tryRun(List.of(Tools.ip(), "netns", "delete", namespace), null);
        if (result.exitCode() != 0 && list().contains(namespace)) {
            throw new NetnsException("cannot delete namespace " + namespace + ": " + result.stderr().strip());
        }
    }

    static void requireValid(Pattern pattern, String value, String what) {
        if (value == null || !pattern.matcher(value).matches()) {
            throw new IllegalArgumentException(what + " must match " + pattern.pattern() + ", got: " + value);
        }
    }
}
