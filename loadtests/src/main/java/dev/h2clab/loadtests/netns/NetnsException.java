package dev.h2clab.loadtests.netns;

/** A namespace, link, address or nftables step failed; the message carries the command and its stderr. */
public class NetnsException extends RuntimeException {

    public NetnsException(String message) {
        super(message);
    }

    public NetnsException(String message, Throwable cause) {
        super(message, cause);
    }
}
