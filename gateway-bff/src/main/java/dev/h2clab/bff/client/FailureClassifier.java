package dev.h2clab.bff.client;

import java.io.IOException;
import java.net.ConnectException;
import java.net.NoRouteToHostException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpTimeoutException;
import java.nio.channels.ClosedChannelException;
import java.util.Locale;
import java.util.concurrent.TimeoutException;

import io.netty.handler.codec.http2.Http2Error;
import io.netty.handler.codec.http2.Http2Exception;
import io.netty.util.IllegalReferenceCountException;
import io.vertx.core.http.ConnectionPoolTooBusyException;
import io.vertx.core.http.HttpClosedException;
import io.vertx.core.http.StreamResetException;

/** Maps whatever a client library threw to an {@link Outcome}, looking through wrapper exceptions. */
public final class FailureClassifier {

    private FailureClassifier() {
    }

    public static DownstreamFailure classify(Throwable error) {
        if (error instanceof DownstreamFailure failure) {
            return failure;
        }
        Outcome outcome = Outcome.IO_ERROR;
        for (Throwable t = error; t != null; t = t.getCause() == t ? null : t.getCause()) {
            Outcome found = classifyOne(t);
            if (found != null) {
                outcome = found;
                break;
            }
        }
        return new DownstreamFailure(outcome, describe(error), error);
    }

    /**
     * True when an HTTP/2 server's GOAWAY refused the stream: its id was above the GOAWAY's last-stream-id, so
     * the server never processed it (RFC 9113 section 6.8) and sending it again is safe. That includes a stream the
     * client itself refused to open on a connection that had just received a GOAWAY (Netty's REFUSED_STREAM).
     */
    public static boolean refusedByGoAway(Throwable error) {
        for (Throwable t = error; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof HttpClosedException closed && carriesGoAway(closed)) {
                return true;
            }
            if (t instanceof Http2Exception refused && refused.error() == Http2Error.REFUSED_STREAM) {
                return true;
            }
        }
        return false;
    }

    /**
     * {@code goAway()} copies the frame's debug data, which Netty may already have released or recycled by the time
     * the stream's failure is handled (seen during rollouts: IllegalReferenceCountException, IndexOutOfBounds): the
     * copy then throws, and that still means a GOAWAY closed the stream.
     */
    private static boolean carriesGoAway(HttpClosedException closed) {
        try {
            return closed.goAway() != null;
        } catch (IllegalReferenceCountException | IndexOutOfBoundsException released) {
            return true;
        }
    }

    private static Outcome classifyOne(Throwable t) {
        if (t instanceof DownstreamFailure failure) {
            return failure.outcome();
        }
        if (t instanceof ConnectionPoolTooBusyException) {
            return Outcome.QUEUE_FULL;
        }
        // Connect timeouts (Netty's extends ConnectException) are connection failures, not slow answers.
        if (t instanceof ConnectException || t instanceof HttpConnectTimeoutException
                || t instanceof NoRouteToHostException || t instanceof UnknownHostException) {
            return Outcome.CONNECT_ERROR;
        }
        if (t instanceof TimeoutException || t instanceof HttpTimeoutException || t instanceof SocketTimeoutException
                || t.getClass().getSimpleName().contains("TimeoutException")) {
            return Outcome.TIMEOUT;
        }
        if (t instanceof HttpClosedException || t instanceof StreamResetException
                || t instanceof ClosedChannelException) {
            return Outcome.RESET;
        }
        String message = String.valueOf(t.getMessage()).toLowerCase(Locale.ROOT);
        if (t instanceof IOException && (message.contains("reset") || message.contains("closed")
                || message.contains("broken pipe") || message.contains("eof"))) {
            return Outcome.RESET;
        }
        if (message.contains("connection was closed") || message.contains("connection reset")) {
            return Outcome.RESET;
        }
        return null;
    }

    private static String describe(Throwable error) {
        Throwable root = error;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        String message = root.getMessage();
        return root.getClass().getSimpleName() + (message == null ? "" : ": " + message);
    }
}
