package dev.h2clab.loadtests.driver;

import io.vertx.core.http.ConnectionPoolTooBusyException;

import java.net.ConnectException;
import java.util.concurrent.TimeoutException;

/** Result of one request: ok, or an error kind such as {@code status_503}, {@code timeout}, {@code connect}. */
public record Outcome(boolean ok, String errorKind) {

    public static final Outcome OK = new Outcome(true, null);

    public static Outcome ofStatus(int status) {
        return status >= 200 && status < 300 ? OK : new Outcome(false, "status_" + status);
    }

    public static Outcome ofFailure(Throwable t) {
        return new Outcome(false, kindOf(t));
    }

    static String kindOf(Throwable t) {
        if (t instanceof TimeoutException || t.getClass().getSimpleName().contains("Timeout")) {
            return "timeout";
        }
        if (t instanceof ConnectException) {
            return "connect";
        }
        if (t instanceof ConnectionPoolTooBusyException) {
            return "driver_queue_full";
        }
        String message = String.valueOf(t.getMessage()).toLowerCase();
        if (message.contains("timeout") || message.contains("timed out")) {
            return "timeout";
        }
        if (message.contains("connection refused")) {
            return "connect";
        }
        return "io_" + t.getClass().getSimpleName();
    }
}
