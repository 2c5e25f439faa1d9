package dev.h2clab.loadtests.analysis;

import dev.h2clab.loadtests.stats.CellResult;
import dev.h2clab.loadtests.stats.ColumnStats;
import dev.h2clab.loadtests.verdict.Verdict;

import java.util.ArrayList;
import java.util.List;

/**
 * A candidate column judged against the baseline protocol of the same client.
 *
 * @param pairs the clean baseline/candidate windows (or repeats) of the same round, in run order: what the verdict,
 *              the report's ratio chart and the "better in N of M" line all read
 */
public record Comparison(ColumnStats baseline, ColumnStats candidate, List<Pair> pairs, Verdict verdict) {

    /** The two windows of one round. */
    public record Pair(CellResult baseline, CellResult candidate) {
    }

    /** Windows of the same round (repeat number) where both ran and neither was noisy. */
    static List<Pair> cleanPairs(ColumnStats baseline, ColumnStats candidate) {
        List<Pair> pairs = new ArrayList<>();
        for (CellResult b : baseline.cells()) {
            candidate.cells().stream().filter(c -> c.id().repeat() == b.id().repeat() && c.clean() && b.clean())
                    .findFirst().ifPresent(c -> pairs.add(new Pair(b, c)));
        }
        return pairs;
    }
}
