package dev.h2clab.loadtests.it;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.h2clab.loadtests.bench.Tools;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.assertj.core.api.Assertions.assertThat;

/**
 * A short {@code ./lab bench} through the real launcher: it must produce every figure (a number, not a dash) and the
 * README section. How fast anything is here is not checked: a 2-second run on a shared machine says little, and the
 * bench is a measurement, not a pass mark.
 */
class LabBenchIT {

    @BeforeAll
    static void jarsAndTools() {
        LabLauncher.requireJars();
        assertThat(Tools.missing()).as("./lab bench needs these (.ci/run installs them)").isEmpty();
    }

    @Test
    void producesEveryFigure() throws Exception {
        Path out = LabLauncher.root().resolve("loadtests/target/it-results/bench");
        LabLauncher.Run run = LabLauncher.run(600, "bench", "--warmup", "2s", "--h2load-warmup", "1s", "--duration",
                "2s", "--rounds", "2", "--rate", "200", "--out", out.toString());
        System.out.println(run.output());
        assertThat(run.exitCode()).as(run.output()).isZero();
        // a 2 s warm-up cap ends after one slice: the service says it is still compiling, and each run says how much
        assertThat(run.output()).containsPattern("catalog-service (warm|still compiling) after \\d+ s")
                .containsPattern("JIT \\d+%");
        assertThat(run.output()).contains("catalog HTTP/1.1 req/s / nginx",
                "protocol check: catalog saw {HTTP_2=", "protocol check: catalog saw {HTTP_1_1=", "catalog h2c req/s / nghttpd",
                "catalog h2c req/s / catalog HTTP/1.1 req/s", "bff http1 p50 / catalog direct p50",
                "catalog HTTP/1.1 req/s / plain Vert.x", "plain Vert.x h2c req/s / nghttpd", "nginx proxy p50",
                "bff h2c CPU per request / catalog's",
                "plain Vert.x proxy h2c p50 / catalog direct p50", "plain Vert.x proxy http1 CPU per request / catalog's",
                "bff h2c CPU per request / plain Vert.x proxy's", "first answer", "peak RSS", "goals not met");

        JsonNode root = new ObjectMapper().readTree(out.resolve("bench.json").toFile());
        JsonNode figures = root.path("figures").path(0);
        assertThat(figures.size()).as("7 goals and 12 reference ratios").isEqualTo(19);
        for (JsonNode f : figures) {
            assertThat(f.path("median").isNumber()).as(f.toString()).isTrue();
            assertThat(f.path("median").asDouble()).as(f.toString()).isPositive();
        }
        JsonNode java = root.path("results").path(0);
        assertThat(java.path("rounds").size()).isEqualTo(2);
        for (JsonNode round : java.path("rounds")) {
            assertThat(round.path("servers").size()).as("catalog, plain Vert.x and a C server per protocol")
                    .isEqualTo(6);
            for (JsonNode s : round.path("servers")) {
                assertThat(s.path("succeeded").asLong()).as(s.toString()).isPositive();
                assertThat(s.path("failed").asLong()).as(s.toString()).isZero();
            }
            assertThat(round.path("hops").size()).as("direct, two bffs, nginx proxy, two plain Vert.x proxies")
                    .isEqualTo(6);
            for (JsonNode h : round.path("hops")) {
                assertThat(h.path("errors").asLong()).as(h.toString()).isZero();
                assertThat(h.path("requests").asLong()).as("200 req/s for 2 s, give or take the window's edges: " + h)
                        .isBetween(396L, 404L);
                assertThat(h.path("cpuMicrosPerRequest").asDouble()).as(h.toString()).isPositive();
                if (h.path("target").asText().matches("nginx proxy|plain Vert.x proxy (http1|h2c)")) {
                    assertThat(h.path("jitShare").asText()).as("no JIT counter published by a baseline: " + h)
                            .isEqualTo("NaN");
                } else {
                    assertThat(h.path("jitShare").asDouble()).as("the JIT share is read, not NaN: " + h)
                            .isBetween(0.0, 2.0);
                }
            }
        }
        assertThat(java.path("services").size()).isEqualTo(3);
        for (JsonNode s : java.path("services")) {
            assertThat(s.path("firstAnswerSeconds").asDouble()).as(s.toString()).isBetween(0.1, 120.0);
            assertThat(s.path("rssMb").asDouble()).as(s.toString()).isBetween(20.0, 4096.0);
        }
        assertThat(Files.readString(out.resolve("bench.md"))).contains("`./lab bench --warmup 2s");
    }
}
