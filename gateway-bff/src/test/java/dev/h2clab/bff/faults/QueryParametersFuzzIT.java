package dev.h2clab.bff.faults;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

import dev.h2clab.bff.support.AppProcess;
import dev.h2clab.bff.support.PlainHttp;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Assume;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;

/**
 * Every query parameter of both services, fed arbitrary strings (unicode, near-numbers, huge numbers, encodings)
 * over real HTTP to the packaged processes: a value is accepted (200) exactly when it is 1 to 18 ASCII digits
 * inside the documented range; anything else is a 400 problem+json naming the parameter. Never a 5xx, never a hang.
 */
class QueryParametersFuzzIT {

    /** One parameter: where it goes, its range, and the largest valid value tried (bigger ones only slow a run). */
    record Param(String service, String pathAndQueryPrefix, String name, long min, long max, long largestTried) {
        @Override
        public String toString() {
            return service + " " + pathAndQueryPrefix + name;
        }
    }

    private static final List<Param> PARAMS = List.of(
            new Param("bff", "/bff/products/1?", "delayMs", 0, 10_000, 20),
            new Param("bff", "/bff/burst?", "fanout", 1, 64, 64),
            new Param("bff", "/bff/burst?", "bytes", 0, 16 * 1024 * 1024, 1 << 20),
            new Param("bff", "/bff/burst?", "delayMs", 0, 10_000, 20),
            new Param("bff", "/bff/burst?", "headerBytes", 0, 16 * 1024, 16 * 1024),
            new Param("bff", "/bff/page/1?", "delayMs", 0, 10_000, 20),
            new Param("catalog", "/catalog/items/1?", "delayMs", 0, 10_000, 20),
            new Param("catalog", "/catalog/categories?", "delayMs", 0, 10_000, 20),
            new Param("catalog", "/catalog/payload?", "bytes", 0, 16 * 1024 * 1024, 1 << 20),
            new Param("catalog", "/catalog/payload?bytes=10&", "delayMs", 0, 10_000, 20));

    private static AppProcess catalog;
    private static AppProcess bff;
    private static final AtomicInteger TRIED = new AtomicInteger();
    private static final AtomicInteger REFUSED = new AtomicInteger();

    @BeforeContainer
    static void start() {
        catalog = AppProcess.catalog(Map.of());
        bff = AppProcess.start("gateway-bff", AppProcess.bffJar(),
                Map.of("BFF_CATALOG_URL", "http://127.0.0.1:" + catalog.port(), "BFF_CATALOG_PROTOCOL", "h2c"));
    }

    @AfterContainer
    static void stop() {
        System.out.printf("query parameter fuzz: %d values over %d parameters, %d refused with 400, no other status%n",
                TRIED.get(), PARAMS.size(), REFUSED.get());
        if (bff != null) {
            bff.close();
        }
        if (catalog != null) {
            catalog.close();
        }
    }

    @Property(tries = 400)
    void acceptedExactlyWhenAsciiDigitsInRange(@ForAll("params") Param param, @ForAll("values") String raw) {
        boolean valid = raw.matches("[0-9]{1,18}") && Long.parseLong(raw) >= param.min()
                && Long.parseLong(raw) <= param.max();
        Assume.that(!valid || Long.parseLong(raw) <= param.largestTried());
        int port = param.service().equals("bff") ? bff.port() : catalog.port();
        String path = param.pathAndQueryPrefix() + param.name() + "=" + URLEncoder.encode(raw, StandardCharsets.UTF_8);

        PlainHttp.Response response = PlainHttp.get(port, path);

        TRIED.incrementAndGet();
        if (valid) {
            assertThat(response.status()).as("%s -> %s", path, response.body()).isEqualTo(200);
        } else {
            REFUSED.incrementAndGet();
            assertThat(response.status()).as("%s -> %s", path, response.body()).isEqualTo(400);
            assertThat(response.body()).contains("\"parameter\":\"" + param.name() + "\"");
        }
    }

    /** Found by this test: over h2c, catalog advertised an 8 KiB header list and paddings above it failed. */
    @Example
    void theLargestHeaderPaddingPassesOverH2c() {
        PlainHttp.Response response = PlainHttp.get(bff.port(), "/bff/burst?headerBytes=16384");
        assertThat(response.status()).as(response.body()).isEqualTo(200);
    }

    @Provide
    Arbitrary<Param> params() {
        return Arbitraries.of(PARAMS);
    }

    @Provide
    Arbitrary<String> values() {
        return Arbitraries.oneOf(
                Arbitraries.strings().ofMaxLength(24), // anything, unicode and control characters included
                Arbitraries.strings().withChars("0123456789+-.eExX \u0663\uff11").ofMinLength(1).ofMaxLength(21),
                Arbitraries.longs().between(0, Long.MAX_VALUE).map(String::valueOf),
                Arbitraries.integers().between(0, 70_000).map(String::valueOf),
                Arbitraries.of("9223372036854775808", "9999999999999999999", "99999999999999999999",
                        "000000000000000001", "0000000000000000001", "-0", "1e3", "0x10", "4.0", "+4", "", " 7",
                        "\u0000", "%00", "../../etc", "\u0663"));
    }
}
