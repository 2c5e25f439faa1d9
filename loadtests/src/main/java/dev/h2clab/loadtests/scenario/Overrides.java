package dev.h2clab.loadtests.scenario;

import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * Command-line values that replace preset values; {@code null} means "keep the preset".
 * Protocols, clients, pods and loss are never part of a preset and always set. {@code bffEnv} and
 * {@code catalogEnv} are extra environment variables for the services ({@code --bff-env}, {@code --catalog-env}).
 */
public record Overrides(Integer vus, Double rate, Duration warmup, Duration duration, Integer repeats,
                        Integer fanout, Integer pool, Integer h2Pool, Long bytes, Integer delayMs,
                        List<Protocol> protocols, List<ClientKind> clients, CellPlan.Pods pods,
                        double lossPercent, Integer heapMb, Map<String, String> bffEnv,
                        Map<String, String> catalogEnv) {

    public Overrides {
        bffEnv = bffEnv == null ? Map.of() : Map.copyOf(bffEnv);
        catalogEnv = catalogEnv == null ? Map.of() : Map.copyOf(catalogEnv);
    }

    /** Without extra service environment. */
    public Overrides(Integer vus, Double rate, Duration warmup, Duration duration, Integer repeats,
                     Integer fanout, Integer pool, Integer h2Pool, Long bytes, Integer delayMs,
                     List<Protocol> protocols, List<ClientKind> clients, CellPlan.Pods pods,
                     double lossPercent, Integer heapMb) {
        this(vus, rate, warmup, duration, repeats, fanout, pool, h2Pool, bytes, delayMs, protocols, clients, pods,
                lossPercent, heapMb, Map.of(), Map.of());
    }

    /** The same overrides with another service time. */
    public Overrides withDelayMs(int ms) {
        return new Overrides(vus, rate, warmup, duration, repeats, fanout, pool, h2Pool, bytes, ms, protocols, clients,
                pods, lossPercent, heapMb, bffEnv, catalogEnv);
    }

    /** The same overrides with another number of virtual users. */
    public Overrides withVus(int n) {
        return new Overrides(n, rate, warmup, duration, repeats, fanout, pool, h2Pool, bytes, delayMs, protocols, clients,
                pods, lossPercent, heapMb, bffEnv, catalogEnv);
    }
}
