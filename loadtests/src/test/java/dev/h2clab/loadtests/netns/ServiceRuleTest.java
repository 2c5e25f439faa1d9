package dev.h2clab.loadtests.netns;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Pure logic of the package; runs without root. */
class ServiceRuleTest {

    @Test
    void dnatRuleDrawsOneBackendPerNewConnection() {
        Service service = new Service("catalog", "10.96.3.10", 8081,
                List.of(new Pod("a", "10.244.3.2"), new Pod("b", "10.244.3.3"), new Pod("c", "10.244.3.4")));

        assertThat(service.dnatRule()).isEqualTo("ip daddr 10.96.3.10 tcp dport 8081 dnat to numgen random mod 3"
                + " map { 0 : 10.244.3.2, 1 : 10.244.3.3, 2 : 10.244.3.4 }");
        assertThat(service.url()).isEqualTo("http://10.96.3.10:8081");
    }

    @Test
    void aSingleBackendNeedsNoDraw() {
        Service service = new Service("one", "10.96.3.11", 80, List.of(new Pod("a", "10.244.3.2")));

        assertThat(service.dnatRule()).isEqualTo("ip daddr 10.96.3.11 tcp dport 80 dnat to 10.244.3.2");
    }

    @Test
    void namespaceNamesParseBackToTheirRun() {
        assertThat(Namespaces.runIdOf(Namespaces.pod("r42", "catalog-1"))).isEqualTo("r42");
        assertThat(Namespaces.runIdOf("other-ns")).isNull();
        assertThatThrownBy(() -> PodNetwork.create("has-dash")).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void addressesStayInsideThePodAndServiceRanges() {
        AddressPlan plan = new AddressPlan("r1");

        String gateway = plan.gateway();
        assertThat(gateway).matches("10\\.244\\.\\d+\\.1");
        assertThat(plan.nextPodAddress()).isEqualTo(gateway.replaceAll("\\.1$", ".2"));
        assertThat(plan.nextServiceAddress()).matches("10\\.96\\.\\d+\\.10");
    }

    @Test
    void countersSubtract() {
        InterfaceCounters later = InterfaceCounters.parse("500\n300\n5\n3\n");

        assertThat(later.minus(new InterfaceCounters(100, 100, 1, 1)))
                .isEqualTo(new InterfaceCounters(400, 200, 4, 2));
        assertThat(later.totalBytes()).isEqualTo(800);
    }
}
