package dev.h2clab.loadtests.rollout;

import java.util.List;
import java.util.Map;

/**
 * One protocol's run through a rollout.
 *
 * @param protocol           the bff -> catalog protocol
 * @param repeat             1-based run number
 * @param analysis           requests before, during and after, lost and slow
 * @param retriedCalls       downstream calls the bff sent again after a GOAWAY ({@code bff_downstream_retries_total})
 * @param downstreamFailures failed downstream calls by outcome ({@code bff_downstream_seconds_count}, outcome != success)
 * @param steps              the replacements, with their times
 * @param connectionsAtEnd   bff -> catalog connections per replica ({@code host:port}) when the window ended
 * @param balancerRefused    connections the balancer could not place (no backend, or it refused)
 * @param warnings           what makes this run weaker evidence (rollout still running at the window's end, ...)
 */
public record RolloutResult(String protocol, int repeat, RolloutAnalysis analysis, long retriedCalls,
                            Map<String, Long> downstreamFailures, List<RolloutStep> steps,
                            Map<String, Integer> connectionsAtEnd, long balancerRefused, List<String> warnings) {

    public RolloutResult {
        downstreamFailures = Map.copyOf(downstreamFailures);
        steps = List.copyOf(steps);
        connectionsAtEnd = Map.copyOf(connectionsAtEnd);
        warnings = List.copyOf(warnings);
    }

    /** Seconds from the first endpoint flip to the last old replica's exit; NaN if unfinished. */
    public double rolloutSeconds() {
        if (steps.isEmpty()) {
            return Double.NaN;
        }
        double end = steps.stream().mapToDouble(RolloutStep::exitedAt).max().orElse(Double.NaN);
        return end - steps.get(0).flippedAt();
    }
}
