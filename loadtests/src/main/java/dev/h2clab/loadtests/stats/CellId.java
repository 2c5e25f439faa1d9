package dev.h2clab.loadtests.stats;

/**
 * Which window a result is: one scenario x protocol x client x repeat.
 *
 * @param scenario scenario name
 * @param protocol bff -> catalog protocol id (http1, h2c, h2c-upgrade)
 * @param client   bff client implementation
 * @param repeat   1-based repeat (warm runs: round) number; 0 for a variant that was never measured
 * @param order    position in the run order (protocols alternate A B, B A)
 */
public record CellId(String scenario, String protocol, String client, int repeat, int order) {

    /** "web-client/h2c": the column a cell belongs to. */
    public String column() {
        return client + "/" + protocol;
    }
}
