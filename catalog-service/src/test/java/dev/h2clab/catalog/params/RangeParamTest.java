package dev.h2clab.catalog.params;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class RangeParamTest {

    private final RangeParam bytes = new RangeParam("bytes", 0, 16_777_216);

    @Test
    void acceptsTheWholeRangeInclusive() {
        assertThat(bytes.parse("0")).isZero();
        assertThat(bytes.parse("16777216")).isEqualTo(16_777_216);
        assertThat(bytes.parse("007")).isEqualTo(7);
    }

    @ParameterizedTest
    @ValueSource(strings = {"", "-1", "+1", " 1", "1 ", "1e3", "0x10", "1.0", "abc", "16777217",
        "99999999999999999999999999"})
    void rejectsAnythingButAPlainIntegerInRange(String raw) {
        assertThatThrownBy(() -> bytes.parse(raw))
                .isInstanceOfSatisfying(InvalidParameterException.class, e -> {
                    assertThat(e.parameter()).isEqualTo("bytes");
                    assertThat(e.getMessage()).contains("'bytes'").contains("0..16777216");
                });
    }

    @Test
    void requiredAndOptionalDifferOnlyWhenAbsent() {
        assertThatThrownBy(() -> bytes.parse(null)).hasMessageContaining("is required");
        assertThat(bytes.parseOrDefault(null, 5)).isEqualTo(5);
        assertThatThrownBy(() -> bytes.parseOrDefault("x", 5)).isInstanceOf(InvalidParameterException.class);
    }
}
