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

    /** One round: every server run and every hop window once. */
    public record Round(List<ServerRun> servers, List<HopRun> hops) {
    }
}
