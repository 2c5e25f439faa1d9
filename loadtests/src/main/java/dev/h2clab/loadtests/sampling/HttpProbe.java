package dev.h2clab.loadtests.sampling;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/** Blocking HTTP/1.1 GETs with timeouts for scrapes, health checks and the verification probe. */
public final class HttpProbe {

    private static final Duration TIMEOUT = Duration.ofSeconds(5);
    private static final HttpClient CLIENT = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(Duration.ofSeconds(2)).build();

    private HttpProbe() {
    }

    public static HttpResponse<String> get(String url) throws IOException, InterruptedException {
        return get(url, TIMEOUT);
    }

    public static HttpResponse<String> get(String url, Duration timeout) throws IOException, InterruptedException {
        HttpRequest request = HttpRequest.newBuilder(URI.create(url)).timeout(timeout).GET().build();
        return CLIENT.send(request, HttpResponse.BodyHandlers.ofString());
    }

    /**
     * Body of {@code url} when it answers 200; up to 3 attempts 200 ms apart (a scrape can race a gauge
     * reading /proc), then throws with the status and the start of the last answer.
     */
    public static String text(String url) throws IOException, InterruptedException {
        IOException last = null;
        for (int attempt = 0; attempt < 3; attempt++) {
            try {
                HttpResponse<String> response = get(url);
                if (response.statusCode() == 200) {
                    return response.body();
                }
                String body = response.body() == null ? "" : response.body();
                last = new IOException(url + " answered " + response.statusCode() + ": "
                        + body.substring(0, Math.min(200, body.length())));
            } catch (IOException e) {
                last = e;
            }
            Thread.sleep(200);
        }
        throw last;
    }
}
