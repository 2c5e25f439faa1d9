package dev.h2clab.loadtests.analysis;

import dev.h2clab.loadtests.stats.ColumnStats;
import dev.h2clab.loadtests.verdict.Verdict;

/** A candidate column judged against the baseline protocol of the same client. */
public record Comparison(ColumnStats baseline, ColumnStats candidate, Verdict verdict) {
}
