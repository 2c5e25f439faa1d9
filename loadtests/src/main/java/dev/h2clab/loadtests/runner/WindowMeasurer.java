package dev.h2clab.loadtests.runner;

import dev.h2clab.loadtests.driver.DriverResult;
import dev.h2clab.loadtests.driver.LoadDriver;
import dev.h2clab.loadtests.pair.ServiceSet;
import dev.h2clab.loadtests.report.HgrmFiles;
import dev.h2clab.loadtests.sampling.SampleTargets;
import dev.h2clab.loadtests.sampling.SteadySampler;
import dev.h2clab.loadtests.scenario.CellPlan;
import dev.h2clab.loadtests.scenario.RequestPaths;
import dev.h2clab.loadtests.stats.CellId;
import dev.h2clab.loadtests.stats.CellLoad;
import dev.h2clab.loadtests.stats.CellResources;
import dev.h2clab.loadtests.stats.CellResult;
import dev.h2clab.loadtests.stats.CellTiming;
import dev.h2clab.loadtests.stats.ConnectionSamples;
import dev.h2clab.loadtests.stats.CpuCost;
import dev.h2clab.loadtests.stats.DriverLoad;
import dev.h2clab.loadtests.stats.LatencySummary;
import dev.h2clab.loadtests.stats.PercentilePoint;
import dev.h2clab.loadtests.stats.Verification;
import dev.h2clab.loadtests.stats.WindowHealth;

import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;

/** Measures one window on running services: drives the load while sampling, then turns both into a result. */
final class WindowMeasurer {

    /**
     * What every window of a scenario shares.
     *
     * @param noiseLimit share of all cores that processes outside the lab may use before a window is noisy
     */
    record Context(CellPlan plan, ServiceSet services, Path outDir, double noiseLimit) {
    }

    private WindowMeasurer() {
    }

    /** The edge request timeout: large payloads take long on a loaded machine. */
    static Duration edgeTimeout(CellPlan plan) {
        return plan.bytes() >= 1_048_576 ? Duration.ofSeconds(70) : Duration.ofSeconds(15);
    }

    /** A driver towards one bff, for as many windows as the caller runs. */
    static LoadDriver driver(CellPlan plan, ServiceSet.Bff bff, int edgeConnections) {
        URI uri = URI.create(bff.url());
        return new LoadDriver(uri.getHost(), uri.getPort(), edgeConnections, id -> RequestPaths.pathFor(plan, id),
                edgeTimeout(plan));
    }

    static CellResult measure(Context ctx, Window w, LoadDriver driver, Verification verification,
                              CpuCost.IdleRates idle, LoadDriver.Progress progress) throws Exception {
        CellPlan plan = ctx.plan();
        ServiceSet set = ctx.services();
        ServiceSet.Bff bff = set.bff(w.variant());
        SampleTargets targets = new SampleTargets(bff.url(), set.catalogUrl(), bff.process().pid(), set.catalog().pid(),
                set.catalogPort(), set.placement().bff().prefix(), set.placement().catalog().wireBytes(), set.pids());
        try (SteadySampler sampler = new SteadySampler(targets)) {
            sampler.start(w.leadIn(), w.length());
            DriverResult d = driver.run(w.shape(), w.leadIn(), w.length(), progress);
            SteadySampler.Samples s = sampler.await(Duration.ofSeconds(60));
            String hgrm = "hgrm/" + w.label(plan.scenario()) + ".hgrm";
            HgrmFiles.write(d.latency(), ctx.outDir().resolve(hgrm));
            Map<String, Long> catalogRequests = s.end().requestsSince(s.start());
            long downstream = catalogRequests.values().stream().mapToLong(Long::longValue).sum();
            Double wire = s.end().wireBytes() >= 0 && downstream > 0
                    ? (s.end().wireBytes() - s.start().wireBytes()) / (double) downstream : null;
            CpuCost cpu = CpuCost.of(s.end().bffCpu().since(s.start().bffCpu()),
                    s.end().catalogCpu().since(s.start().catalogCpu()), d.seconds(), d.ok(), idle);
            return new CellResult(id(plan, w), verification,
                    new CellTiming(LatencySummary.of(d.latency()), LatencySummary.of(d.serviceTime()),
                            PercentilePoint.curve(d.latency()), hgrm),
                    new CellLoad(d.ok(), d.errors(), d.seconds(), d.requestedRate(), d.timeline()),
                    new CellResources(new ConnectionSamples(s.metricConnections(), s.kernelConnections()),
                            s.kernelConnections(), catalogRequests, cpu, s.rssMbBff(), s.rssMbCatalog(), wire),
                    new DriverLoad(d.busiestLoop(), d.bottlenecks()),
                    WindowHealth.of(s.machineCpuBusy(), s.outsideCpuShare(), ctx.noiseLimit()), null);
        }
    }

    static CellResult failed(CellPlan plan, Window w, Verification verification, String why) {
        return CellResult.failed(id(plan, w), verification, why);
    }

    private static CellId id(CellPlan plan, Window w) {
        return new CellId(plan.scenario(), w.variant().protocol().id(), w.variant().client().id(), w.repeat(),
                w.order());
    }
}
