package dev.h2clab.loadtests.report;

import org.HdrHistogram.Histogram;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;

/** HdrHistogram percentile logs ({@code .hgrm}), readable by the HdrHistogram plotter; values in ms. */
public final class HgrmFiles {

    private HgrmFiles() {
    }

    public static void write(Histogram micros, Path file) throws IOException {
        Files.createDirectories(file.getParent());
        try (PrintStream out = new PrintStream(Files.newOutputStream(file), false, "UTF-8")) {
            micros.outputPercentileDistribution(out, 5, 1000.0);
        }
    }
}
