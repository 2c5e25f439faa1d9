package dev.h2clab.bff.support;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import io.restassured.RestAssured;

/** HTTP/1.1 load driver for gateway-bff's edge, with a client-side timeout on every request (no test hangs). */
public final class EdgeClient {

    private static final HttpClient CLIENT = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(5)).build();

    private EdgeClient() {
    }

    /** One answer, with the wall time it took. */
    public record Result(String path, int status, String contentType, String downstreamProtocol, String body,
            long millis, String retryAfter) {
    }

    /** The port the bff under test listens on. */
    public static int bffPort() {
        return RestAssured.port; // set by @QuarkusTest to the random test port
    }

    public static Result get(String path) {
        return getAll(List.of(path)).get(0);
    }

    /** Sends all paths at once and waits for every answer (each bounded by 30 s on the client side). */
    public static List<Result> getAll(List<String> paths) {
        int port = bffPort();
        List<CompletableFuture<Result>> futures = new ArrayList<>();
        for (String path : paths) {
            long start = System.nanoTime();
            HttpRequest request = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
                    .timeout(Duration.ofSeconds(30)).GET().build();
            futures.add(CLIENT.sendAsync(request, HttpResponse.BodyHandlers.ofString()).thenApply(r -> new Result(path,
                    r.statusCode(), r.headers().firstValue("content-type").orElse(""),
                    r.headers().firstValue("x-downstream-protocol").orElse(null), r.body(),
                    TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start),
                    r.headers().firstValue("retry-after").orElse(null))));
        }
        return futures.stream().map(CompletableFuture::join).toList();
    }

    /** gateway-bff's own Prometheus text. */
    public static String metrics() {
        return get("/q/metrics").body();
    }
}
