package dev.h2clab.loadtests.stats;

import java.util.List;

/**
 * Established bff -> catalog connections sampled each second of the steady window, as the bff reported
 * them ({@code lab_tcp_established}) and as the kernel's socket table showed them ({@code ss}).
 */
public record ConnectionSamples(List<Integer> metric, List<Integer> kernel) {

    public Spread metricSpread() {
        return Spread.of(metric.stream().map(Integer::doubleValue).toList());
    }

    public Spread kernelSpread() {
        return Spread.of(kernel.stream().map(Integer::doubleValue).toList());
    }

    /** True when every sample where both views exist agrees within one connection (a sample races a connect). */
    public boolean agree() {
        int n = Math.min(metric.size(), kernel.size());
        for (int i = 0; i < n; i++) {
            if (metric.get(i) >= 0 && kernel.get(i) >= 0 && Math.abs(metric.get(i) - kernel.get(i)) > 1) {
                return false;
            }
        }
        return true;
    }
}
