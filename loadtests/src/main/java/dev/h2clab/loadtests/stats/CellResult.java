package dev.h2clab.loadtests.stats;

import com.fasterxml.jackson.annotation.JsonUnwrapped;

/**
 * Every figure of one cell: one scenario x protocol x client x repeat, measured in the steady window. The groups are
 * unwrapped in results.json, so its cells keep the flat fields scripts read.
 *
 * @param id           which window this is
 * @param verification the pre-measurement protocol check
 * @param timing       latency and its percentile curve
 * @param load         requests offered and completed
 * @param resources    connections, CPU, memory and bytes the pair used
 * @param driver       whether the load driver limited the window
 * @param health       machine CPU in the window, the part neighbours used, and whether that made it noisy
 * @param failure      why the cell was aborted; null when it ran
 */
public record CellResult(@JsonUnwrapped CellId id, Verification verification, @JsonUnwrapped CellTiming timing,
                         @JsonUnwrapped CellLoad load, @JsonUnwrapped CellResources resources,
                         @JsonUnwrapped DriverLoad driver, WindowHealth health, String failure) {

    public static CellResult failed(CellId id, Verification verification, String failure) {
        return new CellResult(id, verification, CellTiming.NONE, CellLoad.NONE, CellResources.NONE, DriverLoad.NONE,
                WindowHealth.UNKNOWN, failure);
    }

    public boolean succeeded() {
        return failure == null;
    }

    /** Ran, and no neighbour disturbed it: the windows a verdict may use. */
    public boolean clean() {
        return succeeded() && !health.noisy();
    }

    public double throughput() {
        return load.throughput();
    }

    public long errorCount() {
        return load.errorCount();
    }

    /** "web-client/h2c": the column a cell belongs to. */
    public String column() {
        return id.column();
    }
}
