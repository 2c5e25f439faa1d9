package dev.h2clab.bff.overload;

import java.util.Map;

import dev.h2clab.bff.config.ClientKind;
import dev.h2clab.bff.config.Protocol;
import dev.h2clab.bff.support.CatalogBackedProfile;

/** h2c with an admission limit of 4 downstream calls in flight and a 2 s Retry-After. */
public class AdmissionProfile extends CatalogBackedProfile {

    static final int LIMIT = 4;

    public AdmissionProfile() {
        super(Protocol.H2C, ClientKind.WEB_CLIENT, Map.of(
                "bff.catalog.max-in-flight-calls", Integer.toString(LIMIT),
                "bff.catalog.overload-retry-after", "2s"));
    }
}
