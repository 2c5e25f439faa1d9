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
        HttpRequest request = HttpRequest.newBuilder(URI.create(url)).timeout(TIMEOUT).GET().build();
        return CLIENT.send(request, HttpResponse.BodyHandlers.ofString());
    }

    /** Body of {@code url} when it answers 200; throws otherwise. */
    public static String text(String url) throws IOException, InterruptedException {
        HttpResponse<String> response = get(url);
        if (response.statusCode() != 200) {
            throw new IOException(url + " answered " + response.statusCode());
        }
        return response.body();
    }
}
