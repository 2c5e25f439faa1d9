package dev.h2clab.bff.config;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class ConfigNamesTest {

    @Test
    void acceptsExactlyTheLowerCaseNames() {
        assertThat(new ProtocolConverter().convert("h2c-upgrade")).isEqualTo(Protocol.H2C_UPGRADE);
        assertThat(new ProtocolConverter().convert(" http1 ")).isEqualTo(Protocol.HTTP1);
        assertThat(new ClientKindConverter().convert("rest-client")).isEqualTo(ClientKind.REST_CLIENT);
    }

    @Test
    void rejectsOtherSpellingsListingTheAllowedValues() {
        assertThatThrownBy(() -> new ProtocolConverter().convert("H2C_UPGRADE"))
                .hasMessage("invalid value 'H2C_UPGRADE'; allowed values: http1, h2c, h2c-upgrade");
        assertThatThrownBy(() -> new ClientKindConverter().convert("okhttp"))
                .hasMessage("invalid value 'okhttp'; allowed values: web-client, rest-client, jdk");
    }
}
