package dev.h2clab.support.testing;

import java.util.Map;
import java.util.Optional;

/**
 * The one rule for tests that need something this machine may lack (root, ip and nft for network namespaces): on a
 * developer's machine they skip and say why; where {@code CI=true} they fail, because CI is there to run them and a
 * missing capability would otherwise turn a root-only test into a silent skip. Plain Java (no JUnit) so every module
 * can use it; callers pass the skip reason to their framework's assumption.
 */
public final class Capability {

    private Capability() {
    }

    /**
     * @param test    the test, as the message should name it
     * @param missing what is missing, empty when the test can run here
     * @return the reason to skip, empty when the test should run
     * @throws AssertionError when something is missing and the environment says this is CI
     */
    public static Optional<String> skipReason(String test, Optional<String> missing) {
        return skipReason(test, missing, System.getenv());
    }

    static Optional<String> skipReason(String test, Optional<String> missing, Map<String, String> env) {
        if (missing.isEmpty()) {
            return Optional.empty();
        }
        if ("true".equalsIgnoreCase(env.getOrDefault("CI", ""))) {
            throw new AssertionError("CI must run " + test + ", but " + missing.get()
                    + " (.ci/run runs as root and installs what the tests need)");
        }
        return Optional.of(test + " skipped: " + missing.get() + " (CI runs it)");
    }
}
