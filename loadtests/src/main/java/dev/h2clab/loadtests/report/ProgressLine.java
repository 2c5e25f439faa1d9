package dev.h2clab.loadtests.report;

import dev.h2clab.loadtests.driver.LoadDriver;

import java.io.PrintStream;

/**
 * The progress display: on a terminal one line rewritten in place; in a pipe or log one line per phase,
 * so logs stay short.
 */
public final class ProgressLine {

    private final PrintStream out;
    private final boolean terminal;
    private final int totalCells;
    private String lastPhase = "";

    public ProgressLine(PrintStream out, boolean terminal, int totalCells) {
        this.out = out;
        this.terminal = terminal;
        this.totalCells = totalCells;
    }

    /** Progress callback for one cell. */
    public LoadDriver.Progress forCell(int index, String label) {
        lastPhase = "";
        return (phase, elapsed, total, ok) -> {
            String prefix = String.format("[%d/%d] %s", index, totalCells, label);
            if (terminal) {
                String detail = total > 0 ? String.format(" %s %d/%ds  ok %d", phase, elapsed, total, ok) : " " + phase;
                out.print("\r" + prefix + detail + "      ");
                out.flush();
            } else if (!phase.equals(lastPhase)) {
                out.println(prefix + " " + phase);
            }
            lastPhase = phase;
        };
    }

    /** Ends a cell with its headline figures. */
    public void done(String line) {
        out.println((terminal ? "\r" : "") + line + (terminal ? "            " : ""));
    }
}
