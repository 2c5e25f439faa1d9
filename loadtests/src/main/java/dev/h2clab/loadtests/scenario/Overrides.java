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

    /** The same overrides with another service time. */
    public Overrides withDelayMs(int ms) {
        return toBuilder().delayMs(ms).build();
    }

    /** The same overrides with another number of virtual users. */
    public Overrides withVus(int n) {
        return toBuilder().vus(n).build();
    }

    /** Nothing replaced: the presets as they are, HTTP/1.1 vs h2c with the WebClient on loopback. */
    public static Builder builder() {
        return new Builder();
    }

    /** A builder starting from these values. */
    public Builder toBuilder() {
        Builder b = new Builder();
        b.vus = vus;
        b.rate = rate;
        b.warmup = warmup;
        b.duration = duration;
        b.repeats = repeats;
        b.fanout = fanout;
        b.pool = pool;
        b.h2Pool = h2Pool;
        b.bytes = bytes;
        b.delayMs = delayMs;
        b.protocols = protocols;
        b.clients = clients;
        b.pods = pods;
        b.lossPercent = lossPercent;
        b.heapMb = heapMb;
        b.bffEnv = bffEnv;
        b.catalogEnv = catalogEnv;
        return b;
    }

    /** Named setters for {@link Overrides}; unset values keep the preset's. */
    public static final class Builder {
        private Integer vus;
        private Double rate;
        private Duration warmup;
        private Duration duration;
        private Integer repeats;
        private Integer fanout;
        private Integer pool;
        private Integer h2Pool;
        private Long bytes;
        private Integer delayMs;
        private List<Protocol> protocols = List.of(Protocol.HTTP1, Protocol.H2C);
        private List<ClientKind> clients = List.of(ClientKind.WEB_CLIENT);
        private CellPlan.Pods pods = CellPlan.Pods.LOOPBACK;
        private double lossPercent;
        private Integer heapMb;
        private Map<String, String> bffEnv = Map.of();
        private Map<String, String> catalogEnv = Map.of();

        private Builder() {
        }

        public Builder vus(Integer v) {
            vus = v;
            return this;
        }

        public Builder rate(Double v) {
            rate = v;
            return this;
        }

        public Builder warmup(Duration v) {
            warmup = v;
            return this;
        }

        public Builder duration(Duration v) {
            duration = v;
            return this;
        }

        public Builder repeats(Integer v) {
            repeats = v;
            return this;
        }

        public Builder fanout(Integer v) {
            fanout = v;
            return this;
        }

        public Builder pool(Integer v) {
            pool = v;
            return this;
        }

        public Builder h2Pool(Integer v) {
            h2Pool = v;
            return this;
        }

        public Builder bytes(Long v) {
            bytes = v;
            return this;
        }

        public Builder delayMs(Integer v) {
            delayMs = v;
            return this;
        }

        public Builder protocols(Protocol... v) {
            return protocols(List.of(v));
        }

        public Builder protocols(List<Protocol> v) {
            protocols = List.copyOf(v);
            return this;
        }

        public Builder clients(ClientKind... v) {
            return clients(List.of(v));
        }

        public Builder clients(List<ClientKind> v) {
            clients = List.copyOf(v);
            return this;
        }

        public Builder pods(CellPlan.Pods v) {
            pods = v;
            return this;
        }

        public Builder lossPercent(double v) {
            lossPercent = v;
            return this;
        }

        public Builder heapMb(Integer v) {
            heapMb = v;
            return this;
        }

        public Builder bffEnv(Map<String, String> v) {
            bffEnv = v;
            return this;
        }

        public Builder catalogEnv(Map<String, String> v) {
            catalogEnv = v;
            return this;
        }

        public Overrides build() {
            return new Overrides(vus, rate, warmup, duration, repeats, fanout, pool, h2Pool, bytes, delayMs, protocols,
                    clients, pods, lossPercent, heapMb, bffEnv, catalogEnv);
        }
    }
}
