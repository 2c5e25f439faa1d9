package dev.h2clab.loadtests.report;

import dev.h2clab.loadtests.analysis.ScenarioResult;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.List;

/** Prints a scenario's table, verdicts and notes as aligned plain text. */
public final class TerminalTable {

    private TerminalTable() {
    }

    public static void print(ScenarioResult r, PrintStream out) {
        out.println();
        out.println("== " + r.plan().scenario() + " ==  " + ReportNotes.configuration(r));
        List<List<String>> all = new ArrayList<>();
        all.add(ResultTable.header(r));
        all.addAll(ResultTable.rows(r));
        int[] width = new int[all.get(0).size()];
        for (List<String> row : all) {
            for (int i = 0; i < row.size(); i++) {
                width[i] = Math.max(width[i], row.get(i).length());
            }
        }
        for (int k = 0; k < all.size(); k++) {
            StringBuilder line = new StringBuilder();
            for (int i = 0; i < width.length; i++) {
                String cell = i < all.get(k).size() ? all.get(k).get(i) : "";
                line.append(i == 0 ? "" : " | ").append(i == 0 ? pad(cell, width[i]) : padLeft(cell, width[i]));
            }
            out.println(line);
            if (k == 0) {
                out.println("-".repeat(line.length()));
            }
        }
        r.verdicts().forEach(v -> out.println("verdict: " + v.text()));
        ReportNotes.evidence(r).forEach(n -> out.println("  " + n));
    }

    private static String pad(String s, int w) {
        return s + " ".repeat(w - s.length());
    }

    private static String padLeft(String s, int w) {
        return " ".repeat(w - s.length()) + s;
    }
}
