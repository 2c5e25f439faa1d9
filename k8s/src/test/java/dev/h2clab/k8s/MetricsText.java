package dev.h2clab.k8s;

/** Sums samples of one metric in Prometheus text exposition (what /q/metrics answers). */
final class MetricsText {

    private MetricsText() {
    }

    /** The sum of every sample of {@code metric} whose label set contains {@code labelFragment}. */
    static double sum(String exposition, String metric, String labelFragment) {
        double total = 0;
        for (String line : exposition.split("\n")) {
            if (line.startsWith("#") || !line.startsWith(metric)) {
                continue;
            }
            String rest = line.substring(metric.length());
            if (!(rest.startsWith("{") || rest.startsWith(" ")) || !rest.contains(labelFragment)) {
                continue;
            }
            total += Double.parseDouble(line.substring(line.lastIndexOf(' ') + 1));
        }
        return total;
    }
}
