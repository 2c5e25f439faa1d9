package dev.h2clab.bff.client;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.ConnectException;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpTimeoutException;
import java.util.concurrent.CompletionException;
import java.util.concurrent.TimeoutException;

import org.junit.jupiter.api.Test;

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

    @Test
    void outcomesMapToTheContractStatuses() {
        assertThat(Outcome.CONNECT_ERROR.edgeStatus()).isEqualTo(502);
        assertThat(Outcome.RESET.edgeStatus()).isEqualTo(502);
        assertThat(Outcome.TIMEOUT.edgeStatus()).isEqualTo(504);
        assertThat(Outcome.QUEUE_FULL.edgeStatus()).isEqualTo(503);
        assertThat(Outcome.IO_ERROR.edgeStatus()).isEqualTo(502);
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
    }
}
