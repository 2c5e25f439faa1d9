package dev.h2clab.bff.client;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.ConnectException;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CompletionException;
import java.util.concurrent.TimeoutException;

import org.junit.jupiter.api.Test;

import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.handler.codec.http2.Http2Error;
import io.netty.handler.codec.http2.Http2Exception;
import io.netty.util.IllegalReferenceCountException;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.ConnectionPoolTooBusyException;
import io.vertx.core.http.GoAway;
import io.vertx.core.http.HttpClosedException;
import io.vertx.core.http.StreamResetException;
import jakarta.ws.rs.ProcessingException;

class FailureClassifierTest {

    @Test
    void mapsLibraryExceptionsToOutcomes() {
        assertThat(outcome(new ConnectException("Connection refused"))).isEqualTo(Outcome.CONNECT_ERROR);
        assertThat(outcome(new HttpConnectTimeoutException("connect timed out"))).isEqualTo(Outcome.CONNECT_ERROR);
        assertThat(outcome(new HttpTimeoutException("request timed out"))).isEqualTo(Outcome.TIMEOUT);
        assertThat(outcome(new TimeoutException())).isEqualTo(Outcome.TIMEOUT);
        assertThat(outcome(new ConnectionPoolTooBusyException("too busy"))).isEqualTo(Outcome.QUEUE_FULL);
        assertThat(outcome(new HttpClosedException("Connection was closed"))).isEqualTo(Outcome.RESET);
        assertThat(outcome(new StreamResetException(8))).isEqualTo(Outcome.RESET);
        assertThat(outcome(new IOException("Connection reset by peer"))).isEqualTo(Outcome.RESET);
        assertThat(outcome(new IllegalStateException("odd"))).isEqualTo(Outcome.IO_ERROR);
    }

    @Test
    void looksThroughWrappers() {
        assertThat(outcome(new CompletionException(new ProcessingException(new ConnectionPoolTooBusyException("x")))))
                .isEqualTo(Outcome.QUEUE_FULL);
        assertThat(outcome(new ProcessingException(new ConnectException("refused")))).isEqualTo(Outcome.CONNECT_ERROR);
    }

    private static Outcome outcome(Throwable error) {
        return FailureClassifier.classify(error).outcome();
    }

    @Test
    void onlyAStreamRefusedByGoAwayIsSafeToRetry() {
        HttpClosedException goAway = new HttpClosedException(new GoAway().setErrorCode(0).setLastStreamId(5));
        assertThat(FailureClassifier.refusedByGoAway(goAway)).isTrue();
        assertThat(FailureClassifier.refusedByGoAway(new ProcessingException(goAway))).as("wrapped by rest-client").isTrue();
        assertThat(FailureClassifier.refusedByGoAway(new HttpClosedException("Connection was closed")))
                .as("closed mid-call: the server may have processed it").isFalse();
        assertThat(FailureClassifier.refusedByGoAway(new StreamResetException(8))).isFalse();
        assertThat(FailureClassifier.refusedByGoAway(new IOException("GOAWAY"))).isFalse();
        // seen in ./lab rollout: the pool handed out a connection whose GOAWAY had just arrived; Netty refused locally
        assertThat(FailureClassifier.refusedByGoAway(Http2Exception.streamError(19321, Http2Error.REFUSED_STREAM,
                "Cannot create stream %d greater than Last-Stream-ID %d from GOAWAY.", 19321, 19297))).isTrue();
        assertThat(FailureClassifier.refusedByGoAway(Http2Exception.streamError(9, Http2Error.CANCEL, "cancelled")))
                .isFalse();
    }

    @Test
    void aGoAwayWhoseDebugDataNettyAlreadyReleasedIsStillAGoAway() {
        // Seen in ./lab rollout: HttpClosedException.goAway() copies the frame's debug data, which Netty had released,
        // so it threw IllegalReferenceCountException and a refused call became a 502 instead of a retry.
        ByteBuf data = Unpooled.copiedBuffer("draining", StandardCharsets.US_ASCII);
        HttpClosedException closed = new HttpClosedException(new GoAway().setLastStreamId(7)
                .setDebugData(Buffer.buffer(data)));
        data.release();
        org.assertj.core.api.Assertions.assertThatThrownBy(closed::goAway)
                .isInstanceOf(IllegalReferenceCountException.class);

        assertThat(FailureClassifier.refusedByGoAway(closed)).isTrue();
    }
}
