package dev.h2clab.loadtests.bench;

import org.junit.jupiter.api.Test;

import java.time.Duration;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class H2loadTest {

    /** Printed by h2load (nghttp2 1.52) for a run with --warm-up-time; the parts the bench reads. */
    private static final String OUTPUT = """
            starting benchmark...
            spawning thread #0: 16 total client(s). Timing-based test with 2s of warm-up time and 8s of main duration for measurements.
            Warm-up started for thread #0.
            progress: 10% of clients started
            Warm-up phase is over for thread #0.
            Main benchmark duration is started for thread #0.
            Main benchmark duration is over for thread #0. Stopping all clients.
            Stopped all clients for thread #0

            finished in 8.00s, 56123.40 req/s, 26.71MB/s
            requests: 448987 total, 449003 started, 448987 done, 448980 succeeded, 7 failed, 7 errored, 0 timeout
            status codes: 448980 2xx, 0 3xx, 0 4xx, 0 5xx
            traffic: 213.67MB (224043613) total, 100.70MB (105594128) headers (space savings 0.00%), 98.81MB (103610000) data
                                 min         max         mean         sd        +/- sd
            time for request:       22us      9.51ms       281us       157us    91.23%
            time for connect:       81us       224us       142us        40us    62.50%
            time to 1st byte:      256us      1.03ms       542us       221us    62.50%
            req/s           :    3452.25     3587.77     3507.71       35.41    62.50%
            """;

    @Test
    void readsThroughputOutcomesAndMeanTime() {
        ServerRun r = H2load.parse("nginx", "http1", "h2load ...", OUTPUT);

        assertThat(r.requestsPerSecond()).isEqualTo(56123.40);
        assertThat(r.succeeded()).isEqualTo(448980);
        assertThat(r.failed()).isEqualTo(7);
        assertThat(r.meanMs()).isEqualTo(0.281);
    }

    @Test
    void convertsMillisecondAndSecondMeans() {
        assertThat(H2load.parse("a", "h2c", "x", OUTPUT.replace("281us", "11.90ms")).meanMs()).isEqualTo(11.9);
        assertThat(H2load.parse("a", "h2c", "x", OUTPUT.replace("281us", "1.50s")).meanMs()).isEqualTo(1500.0);
    }

    @Test
    void unexpectedOutputIsAnErrorNotAZero() {
        assertThatThrownBy(() -> H2load.parse("a", "h2c", "h2load -c 1 x", "connect failed\n"))
                .hasMessageContaining("unexpected h2load output for h2load -c 1 x");
    }

    @Test
    void commandUsesOneThreadAndTheGivenShape() {
        assertThat(H2load.command("http://127.0.0.1:1/x", true, 16, 1, Duration.ofSeconds(2), Duration.ofSeconds(8)))
                .containsExactly("h2load", "--h1", "-t", "1", "-c", "16", "-m", "1", "-D", "8s", "--warm-up-time=2s",
                        "http://127.0.0.1:1/x");
        assertThat(H2load.command("u", false, 16, 10, Duration.ZERO, Duration.ofSeconds(8)))
                .doesNotContain("--h1").containsSequence("-m", "10");
    }
}
