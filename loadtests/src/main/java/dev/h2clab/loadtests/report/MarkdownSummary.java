package dev.h2clab.loadtests.report;

import dev.h2clab.loadtests.analysis.ScenarioResult;

import java.util.List;

/** {@code summary.md}: the same tables, verdicts and notes as the terminal, in Markdown. */
public final class MarkdownSummary {

    private MarkdownSummary() {
    }

    public static String render(List<ScenarioResult> reports, RunInfo info) {
        StringBuilder md = new StringBuilder("# HTTP/1.1 vs h2c: lab results\n\n");
        md.append("- started: ").append(info.started()).append("\n- git commit: ").append(info.gitCommit())
                .append("\n- machine: ").append(info.machine().summary()).append("\n- pods: ")
                .append(info.placement()).append("\n\n");
        for (ScenarioResult r : reports) {
            md.append("## ").append(r.plan().scenario()).append("\n\n").append(ReportNotes.configuration(r))
                    .append("\n\n");
            row(md, ResultTable.header(r));
            md.append("|").append("---|".repeat(ResultTable.header(r).size())).append("\n");
            ResultTable.rows(r).forEach(row -> row(md, row));
            md.append("\n");
            r.verdicts().forEach(v -> md.append("**Verdict:** ").append(v.text()).append("\n\n"));
            ReportNotes.evidence(r).forEach(n -> md.append("- ").append(n).append("\n"));
            md.append("\n");
        }
        md.append("Cells show the median over clean windows (warm) or repeats (--fresh) with [min-max]. A warm verdict "
                + "is the Hodges-Lehmann median of the paired window ratios with its 95 % Wilcoxon interval; a --fresh "
                + "verdict needs every repeat of one protocol to beat every repeat of the other.\n");
        return md.toString();
    }

    private static void row(StringBuilder md, List<String> cells) {
        md.append("| ").append(String.join(" | ", cells)).append(" |\n");
    }
}
