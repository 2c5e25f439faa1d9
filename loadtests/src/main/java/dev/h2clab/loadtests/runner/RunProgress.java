package dev.h2clab.loadtests.runner;

import dev.h2clab.loadtests.driver.LoadDriver;
import dev.h2clab.loadtests.report.Numbers;
import dev.h2clab.loadtests.stats.CellResult;

import java.io.PrintStream;
import java.time.Duration;
import java.util.List;

/**
 * The progress display: scenario, phase, window i of n and an ETA. On a terminal the live line is rewritten in
 * place; in a pipe or log only phase changes and finished windows print, so logs stay short.
 */
public final class RunProgress {

    private final PrintStream out;
    private final boolean terminal;
    private final List<Long> scenarioEstimates;
    private int scenario = -1;
    private long phaseRemaining;
    private long phaseGiven = System.nanoTime();
    private String lastPhase = "";

    /** @param scenarioEstimates seconds each scenario is expected to take, in run order */
    public RunProgress(PrintStream out, boolean terminal, List<Long> scenarioEstimates) {
        this.out = out;
        this.terminal = terminal;
        this.scenarioEstimates = scenarioEstimates;
    }

    /** Starts scenario {@code index} (0-based). */
    public void scenario(int index, String description) {
        start(index, "scenario", description);
    }

    /** Starts sweep point {@code index} (0-based): the scenarios of a sweep are its grid points. */
    public void point(int index, String description) {
        start(index, "point", description);
    }

    private void start(int index, String noun, String description) {
        scenario = index;
        phase("", scenarioEstimates.get(index));
        line(String.format("%n== %s %d/%d: %s", noun, index + 1, scenarioEstimates.size(), description));
    }

    /** A new phase; {@code remainingSeconds} is what the current scenario still needs by estimate (-1: as before). */
    public void phase(String text, long remainingSeconds) {
        if (remainingSeconds >= 0) {
            phaseRemaining = remainingSeconds;
            phaseGiven = System.nanoTime();
        }
        if (!text.isEmpty()) {
            line("  " + text + "  (ETA " + eta() + ")");
        }
    }

    /** Live progress of one window or cell. */
    LoadDriver.Progress window(String label, Duration total) {
        lastPhase = "";
        return (phase, elapsed, totalSeconds, ok) -> {
            if (terminal) {
                out.print(String.format("\r  %s %s %d/%ds ok %d  ETA %s      ", label, phase, elapsed, totalSeconds, ok,
                        eta()));
                out.flush();
            } else if (!phase.equals(lastPhase)) {
                out.println("  " + label + " " + phase);
            }
            lastPhase = phase;
        };
    }

    void windowDone(String label, CellResult r) {
        line(r.succeeded()
                ? String.format("  %s: %s req/s, p99 %s ms, errors %d, connections max %s, outside CPU %s%%%s", label,
                Numbers.fmt(r.throughput()), Numbers.fmt(r.timing().latency().p99()), r.errorCount(),
                Numbers.fmt(r.resources().connections().kernelSpread().max()),
                Numbers.fmt(r.health().outsideCpuShare() * 100),
                r.health().noisy() ? " NOISY: left out of the verdict" : "")
                : "  " + label + ": FAILED: " + r.failure());
    }

    /** A line of its own (clears the live line first on a terminal). */
    public void line(String text) {
        out.println((terminal ? "\r" : "") + text + (terminal ? "            " : ""));
    }

    /** Remaining time: the current phase's estimate less what passed since, plus the scenarios after it. */
    String eta() {
        long passed = (System.nanoTime() - phaseGiven) / 1_000_000_000L;
        long rest = Math.max(0, phaseRemaining - passed);
        for (int i = scenario + 1; i < scenarioEstimates.size(); i++) {
            rest += scenarioEstimates.get(i);
        }
        return rest >= 60 ? String.format("%dm%02ds", rest / 60, rest % 60) : rest + "s";
    }
}
