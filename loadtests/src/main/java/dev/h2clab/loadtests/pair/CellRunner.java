package dev.h2clab.loadtests.pair;

import dev.h2clab.loadtests.driver.DriverResult;
import dev.h2clab.loadtests.driver.LoadDriver;
import dev.h2clab.loadtests.driver.LoadShape;
import dev.h2clab.loadtests.report.HgrmFiles;
import dev.h2clab.loadtests.sampling.SampleTargets;
import dev.h2clab.loadtests.sampling.SteadySampler;
import dev.h2clab.loadtests.scenario.CellPlan;
import dev.h2clab.loadtests.scenario.ClientKind;
import dev.h2clab.loadtests.scenario.Protocol;
import dev.h2clab.loadtests.scenario.RequestPaths;
import dev.h2clab.loadtests.stats.CellResult;
import dev.h2clab.loadtests.stats.ConnectionSamples;
import dev.h2clab.loadtests.stats.LatencySummary;
import dev.h2clab.loadtests.stats.PercentilePoint;
import dev.h2clab.loadtests.stats.Verification;

import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;

/** One cell: fresh services, verify the protocol, warm up, measure while sampling, stop everything. */
public final class CellRunner {

    /** Identifies the cell in file names and results. */
    public record Cell(CellPlan plan, Protocol protocol, ClientKind client, int repeat, int order) {

        public String label() {
            return plan.scenario() + "-r" + repeat + "-" + protocol.id() + "-" + client.id();
        }
    }

    private CellRunner() {
    }

    public static CellResult run(Cell cell, Placement placement, Path outDir, LoadDriver.Progress progress)
            throws InterruptedException {
        CellPlan plan = cell.plan();
        try (ServicePair pair = ServicePair.start(plan, cell.protocol(), cell.client(), placement,
                outDir.resolve("logs"), cell.label())) {
            progress.update("verify", 0, 0, 0);
            Verification verification = ProtocolVerifier.verify(pair, plan, cell.protocol());
            if (!verification.passed()) {
                return failed(cell, verification, "protocol verification failed: " + verification.message());
            }
            return measure(cell, pair, verification, outDir, progress);
        } catch (InterruptedException e) {
            throw e;
        } catch (Exception e) {
            return failed(cell, null, String.valueOf(e.getMessage()));
        }
    }

    private static CellResult measure(Cell cell, ServicePair pair, Verification verification, Path outDir,
                                      LoadDriver.Progress progress) throws Exception {
        CellPlan plan = cell.plan();
        URI bff = URI.create(pair.bffUrl());
        Duration timeout = plan.bytes() >= 1_048_576 ? Duration.ofSeconds(70) : Duration.ofSeconds(15);
        LoadShape shape = plan.openModel() ? LoadShape.open(plan.rate()) : LoadShape.closed(plan.vus(), plan.ramp());
        SampleTargets targets = new SampleTargets(pair.bffUrl(), pair.catalogUrl(), pair.bff().pid(),
                pair.catalog().pid(), pair.catalogPort(), pair.placement().bff().prefix(),
                pair.placement().catalog().wireBytes());
        try (LoadDriver driver = new LoadDriver(bff.getHost(), bff.getPort(), plan.edgeConnections(),
                id -> RequestPaths.pathFor(plan, id), timeout);
             SteadySampler sampler = new SteadySampler(targets)) {
            sampler.start(plan.warmup(), plan.duration());
            DriverResult d = driver.run(shape, plan.warmup(), plan.duration(), progress);
            SteadySampler.Samples s = sampler.await(Duration.ofSeconds(60));
            String hgrm = "hgrm/" + cell.label() + ".hgrm";
            HgrmFiles.write(d.latency(), outDir.resolve(hgrm));
            Map<String, Long> catalogRequests = s.end().requestsSince(s.start());
            long downstream = catalogRequests.values().stream().mapToLong(Long::longValue).sum();
            Double wire = s.end().wireBytes() >= 0 && downstream > 0
                    ? (s.end().wireBytes() - s.start().wireBytes()) / (double) downstream : null;
            return new CellResult(plan.scenario(), cell.protocol().id(), cell.client().id(), cell.repeat(),
                    cell.order(), verification, LatencySummary.of(d.latency()), LatencySummary.of(d.serviceTime()),
                    d.ok(), d.errors(), d.seconds(), new ConnectionSamples(s.metricConnections(), s.kernelConnections()),
                    catalogRequests, perRequest(s.end().bffCpuMs() - s.start().bffCpuMs(), d.ok()),
                    perRequest(s.end().catalogCpuMs() - s.start().catalogCpuMs(), d.ok()), s.rssMbBff(),
                    s.rssMbCatalog(), wire, d.requestedRate(), d.busiestLoop(), d.bottlenecks(), d.timeline(),
                    s.kernelConnections(), hgrm, null, PercentilePoint.curve(d.latency()), s.machineCpuBusy());
        }
    }

    private static double perRequest(double cpuMs, long requests) {
        return requests > 0 ? cpuMs / requests : Double.NaN;
    }

    private static CellResult failed(Cell cell, Verification verification, String why) {
        return CellResult.failed(cell.plan().scenario(), cell.protocol().id(), cell.client().id(), cell.repeat(),
                cell.order(), verification, why);
    }
}
