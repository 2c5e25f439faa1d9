package dev.h2clab.support.testing;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import java.util.Optional;

import org.junit.jupiter.api.Test;

class CapabilityTest {

    @Test
    void runsWhenNothingIsMissing() {
        assertThat(Capability.skipReason("T", Optional.empty(), Map.of("CI", "true"))).isEmpty();
        assertThat(Capability.skipReason("T", Optional.empty(), Map.of())).isEmpty();
    }

    @Test
    void skipsWithTheReasonOutsideCi() {
        assertThat(Capability.skipReason("PodTest", Optional.of("root"), Map.of()))
                .hasValue("PodTest skipped: root (CI runs it)");
        assertThat(Capability.skipReason("PodTest", Optional.of("root"), Map.of("CI", "false"))).isPresent();
    }

    @Test
    void failsInCiInsteadOfSkipping() {
        assertThatThrownBy(() -> Capability.skipReason("PodTest", Optional.of("missing: nft"), Map.of("CI", "true")))
                .isInstanceOf(AssertionError.class).hasMessageContaining("CI must run PodTest, but missing: nft");
    }
}
