package dev.h2clab.bff.api;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class RequestParamsTest {

    @Test
    void acceptsDigitsInsideTheRange() {
        assertThat(RequestParams.parse("fanout", "64", 1, 64)).isEqualTo(64);
        assertThat(RequestParams.parse("id", "0", 0, 10)).isZero();
    }

    @Test
    void rejectsSignsDecimalsOverflowAndOutOfRange() {
        // 19 digits above Long.MAX_VALUE used to overflow into a 500; other scripts' digits ("\u0663" is an
        // Arabic-Indic 3, "\uff11" a full-width 1) used to be accepted: the fuzz test found both
        for (String raw : new String[] { "+1", "-1", "1.0", "", " 1", "99999999999999999999", "9999999999999999999",
                "0x10", "\u0663", "\uff11", "0000000000000000001" }) {
            assertThatThrownBy(() -> RequestParams.parse("fanout", raw, 1, 64)).as(raw)
                    .isInstanceOf(BadParameterException.class).hasMessageContaining("'fanout' must be an integer from 1 to 64");
        }
        assertThatThrownBy(() -> RequestParams.parse("fanout", "65", 1, 64)).hasMessageEndingWith("was 65");
    }
}
