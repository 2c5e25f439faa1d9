package dev.h2clab.loadtests.bench;

import java.util.List;

/**
 * Every figure of the bench for one JVM.
 *
 * @param java     the java executable the services ran on
 * @param version  its {@code java.version}
 * @param jvmFlags the services' JVM options
 * @param rounds   per round: the h2load runs and the hop windows, in the order they ran
 * @param services start-up and memory per service
 */
public record JavaRun(String java, String version, List<String> jvmFlags, List<Round> rounds,
                      List<ServiceFacts> services) {

    /**
     * One round: every server run and every hop window once.
     *
     * @param outsideCpuShare share of the machine's CPU used by processes outside the bench during the round
     */
    public record Round(List<ServerRun> servers, List<HopRun> hops, double outsideCpuShare) {

        /** Above this share of the machine used by neighbours, a round is left out of the medians (as in compare). */
        public static final double DISTURBED = 0.25;

        public boolean disturbed() {
            return outsideCpuShare > DISTURBED;
        }
    }

    /** The rounds the figures come from: the undisturbed ones, or all when every round was disturbed. */
    public List<Round> countedRounds() {
        List<Round> clean = rounds.stream().filter(r -> !r.disturbed()).toList();
        return clean.isEmpty() ? rounds : clean;
    }
}
