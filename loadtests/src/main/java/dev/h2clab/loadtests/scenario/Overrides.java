package dev.h2clab.loadtests.scenario;

import java.time.Duration;
import java.util.List;

/**
 * Command-line values that replace preset values; {@code null} means "keep the preset".
 * Protocols, clients, pods and loss are never part of a preset and always set.
 */
public record Overrides(Integer vus, Double rate, Duration warmup, Duration duration, Integer repeats,
                        Integer fanout, Integer pool, Integer h2Pool, Long bytes, Integer delayMs,
                        List<Protocol> protocols, List<ClientKind> clients, CellPlan.Pods pods,
                        double lossPercent, Integer heapMb) {
}
