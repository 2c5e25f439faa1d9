package dev.h2clab.loadtests.bench;

import dev.h2clab.loadtests.sampling.JitClock;
import dev.h2clab.loadtests.sampling.JitWarmUp;
import dev.h2clab.loadtests.driver.DriverResult;
import dev.h2clab.loadtests.driver.LoadDriver;
import dev.h2clab.loadtests.driver.LoadShape;
import dev.h2clab.loadtests.pair.LabPaths;
import dev.h2clab.support.process.ServiceProcess;
import dev.h2clab.loadtests.report.Numbers;
import dev.h2clab.loadtests.sampling.HttpProbe;
import dev.h2clab.loadtests.sampling.MachineCpu;
import dev.h2clab.loadtests.sampling.ProcStats;
import dev.h2clab.loadtests.stats.LatencySummary;
import dev.h2clab.support.metrics.PrometheusText;
import dev.h2clab.support.net.FreePort;
import dev.h2clab.support.process.Command;

import java.io.IOException;
import java.io.PrintWriter;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Runs the bench for each JVM: starts catalog-service and two bffs (HTTP/1.1 and h2c downstream) one at a time, timing
 * each one's first answer; warms them; then per round runs h2load against catalog-service and the C servers, and the
 * lab's open-model driver against catalog directly and through each bff, sampling CPU and RSS from /proc.
 */
public final class BenchRunner {

    static final String ITEM = "/catalog/items/1";
    static final String PRODUCT = "/bff/products/1";
    /** The bare Vert.x baseline's name in runs and figures. */
    static final String PLAIN_VERTX = "plain Vert.x";
    /** Hop targets by name in runs and figures. */
    static final String DIRECT = "catalog direct";
    static final String NGINX_PROXY = "nginx proxy";
    /** The bare Vert.x hop's name; its targets are this plus the protocol, e.g. "plain Vert.x proxy h2c". */
    static final String PLAIN_PROXY = "plain Vert.x proxy";
    /** The protocols of the two bffs and of the two plain Vert.x proxies. */
    static final List<String> PROTOCOLS = List.of("http1", "h2c");
    private static final Duration START_TIMEOUT = Duration.ofSeconds(120);
    private static final Duration HOP_WARMUP = Duration.ofSeconds(2);
    private static final int HOP_CONNECTIONS = 4;
    private static final Duration SLICE = Duration.ofSeconds(5);
    private static final Pattern JAVA_VERSION = Pattern.compile("java\\.version = (\\S+)");

    private final BenchPlan plan;
    private final Path dir;
    private final PrintWriter out;

    public BenchRunner(BenchPlan plan, Path dir, PrintWriter out) {
        this.plan = plan;
        this.dir = dir;
        this.out = out;
    }

    public List<JavaRun> run() throws IOException, InterruptedException {
        List<JavaRun> runs = new ArrayList<>();
        for (int i = 0; i < plan.javas().size(); i++) {
            runs.add(runJava(plan.javas().get(i), dir.resolve("java-" + (i + 1))));
        }
        return runs;
    }

    private JavaRun runJava(String label, Path logs) throws IOException, InterruptedException {
        String version = javaVersion(label);
        say("java %s (%s), %s", version, label, String.join(" ", plan.jvmFlags()));
        String java = JavaExecutable.resolve(label);
        int catalogPort = FreePort.find();
        String catalogUrl = "http://127.0.0.1:" + catalogPort;
        Map<String, String> catalogEnv = Map.of("QUARKUS_HTTP_PORT", Integer.toString(catalogPort),
                "QUARKUS_HTTP_HOST", "127.0.0.1");
        long t0 = System.nanoTime();
        try (ServiceProcess catalog = ServiceProcess.start("catalog-service", command(java, LabPaths.catalogJar(), logs),
                catalogEnv, logs.resolve("catalog.log"))) {
            double catalogFirst = firstAnswer(catalog, catalogUrl + ITEM, t0);
            say("catalog-service answered %s %.2f s after its start", ITEM, catalogFirst);
            Bff http1 = startBff(java, "http1", catalogUrl, logs);
            try (ServiceProcess bff1 = http1.process()) {
                Bff h2c = startBff(java, "h2c", catalogUrl, logs);
                try (ServiceProcess bff2 = h2c.process()) {
                    Measured m = measure(new Targets(catalogUrl + ITEM, catalog, catalogPort, List.of(http1, h2c)),
                            java, logs);
                    List<ServiceFacts> facts = new ArrayList<>();
                    facts.add(new ServiceFacts("catalog-service", catalogFirst, m.peakRssMb().get(catalog.pid())));
                    for (Bff bff : List.of(http1, h2c)) {
                        facts.add(new ServiceFacts("gateway-bff " + bff.protocol(), bff.firstAnswer(),
                                m.peakRssMb().get(bff.process().pid())));
                    }
                    return new JavaRun(label, version, plan.jvmFlags(), m.rounds(), facts);
                }
            }
        }
    }

    /** The rounds of one JVM and each service's peak RSS (MB) by pid. */
    private record Measured(List<JavaRun.Round> rounds, Map<Long, Double> peakRssMb) {
    }

    /** Starts the baselines with catalog's own body, warms up, runs the rounds. */
    private Measured measure(Targets t, String java, Path logs) throws IOException, InterruptedException {
        String body = HttpProbe.get(t.catalogItem()).body();
        int nginxPort = FreePort.find();
        int nghttpdPort = FreePort.find();
        int plainPort = FreePort.find();
        int proxyPort = FreePort.find();
        int plainHttp1Port = FreePort.find();
        int plainH2cPort = FreePort.find();
        long[] pids = {t.catalog().pid(), t.bffs().get(0).process().pid(), t.bffs().get(1).process().pid()};
        try (ServiceProcess nginx = CServers.nginx(logs, body, nginxPort);
             ServiceProcess nghttpd = CServers.nghttpd(logs, body, nghttpdPort);
             ServiceProcess plain = CServers.plainVertx(logs, body, plainPort, java, plan.jvmFlags());
             ServiceProcess proxy = CServers.nginxProxy(logs, proxyPort, t.catalogPort());
             ServiceProcess plainHttp1 = CServers.plainVertxProxy(logs, plainHttp1Port, t.catalogPort(), "http1", java,
                     plan.jvmFlags());
             ServiceProcess plainH2c = CServers.plainVertxProxy(logs, plainH2cPort, t.catalogPort(), "h2c", java,
                     plan.jvmFlags());
             PeakRss rss = new PeakRss(pids)) {
            List<HopTarget> plainProxies = List.of(plainProxy("http1", plainHttp1Port, plainHttp1),
                    plainProxy("h2c", plainH2cPort, plainH2c));
            List<HopTarget> baselineHops = new ArrayList<>(plainProxies);
            baselineHops.add(0, new HopTarget(NGINX_PROXY, "http://127.0.0.1:" + proxyPort, ITEM, proxy.pid(), null,
                    false));
            Map<String, String> baselines = Map.of("nginx", "http://127.0.0.1:" + nginxPort + CServers.PATH,
                    "nghttpd", "http://127.0.0.1:" + nghttpdPort + CServers.PATH,
                    PLAIN_VERTX, "http://127.0.0.1:" + plainPort + CServers.PATH);
            warmUp(t, baselines.get(PLAIN_VERTX), plainProxies);
            List<JavaRun.Round> rounds = new ArrayList<>();
            for (int r = 0; r < plan.rounds(); r++) {
                say("round %d of %d", r + 1, plan.rounds());
                // everything this JVM started (services, C servers) and the h2load runs it waits for are the bench's
                MachineCpu machine = MachineCpu.startWithReapedChildren(ProcessHandle.current().descendants()
                        .map(ProcessHandle::pid).toList());
                List<ServerRun> servers = servers(t, baselines, r);
                List<HopRun> hops = hops(t, baselineHops, r);
                JavaRun.Round round = new JavaRun.Round(servers, hops, machine.outsideShareSinceStart());
                say("  CPU used outside the bench: %.0f%% of the machine%s", round.outsideCpuShare() * 100,
                        round.disturbed() ? " (disturbed: left out of the medians)" : "");
                rounds.add(round);
            }
            Map<Long, Double> peaks = new HashMap<>();
            for (long pid : pids) {
                peaks.put(pid, rss.peakMb(pid));
            }
            return new Measured(rounds, peaks);
        }
    }

    /** What one round loads. */
    private record Targets(String catalogItem, ServiceProcess catalog, int catalogPort, List<Bff> bffs) {
    }

    private record Bff(String protocol, ServiceProcess process, String url, double firstAnswer) {
    }

    private Bff startBff(String java, String protocol, String catalogUrl, Path logs)
            throws IOException, InterruptedException {
        int port = FreePort.find();
        Map<String, String> env = new HashMap<>();
        env.put("QUARKUS_HTTP_PORT", Integer.toString(port));
        env.put("QUARKUS_HTTP_HOST", "127.0.0.1");
        env.put("BFF_CATALOG_URL", catalogUrl);
        env.put("BFF_CATALOG_PROTOCOL", protocol);
        long t0 = System.nanoTime();
        ServiceProcess bff = ServiceProcess.start("gateway-bff " + protocol, command(java, LabPaths.bffJar(), logs), env,
                logs.resolve("bff-" + protocol + ".log"));
        try {
            double first = firstAnswer(bff, "http://127.0.0.1:" + port + PRODUCT, t0);
            say("gateway-bff (%s downstream) answered %s %.2f s after its start", protocol, PRODUCT, first);
            return new Bff(protocol, bff, "http://127.0.0.1:" + port, first);
        } catch (IOException | InterruptedException | RuntimeException e) {
            bff.close();
            throw e;
        }
    }

    /**
     * JIT warm-up: each service under h2load in slices until its JIT settles ({@link JitWarmUp}) or {@code --warmup}
     * has passed (said in the output, and each run then reports its own JIT share).
     */
    private void warmUp(Targets t, String plainVertxItem, List<HopTarget> plainProxies) throws InterruptedException {
        warmUntilSettled("catalog-service", "http://127.0.0.1:" + t.catalogPort(), slice -> {
            boolean http1 = slice % 2 == 0;
            H2load.run("catalog-service", http1 ? "http1" : "h2c", H2load.command(t.catalogItem(), http1,
                    plan.clients(), http1 ? 1 : plan.streams(), Duration.ZERO, SLICE), Duration.ZERO, SLICE);
        });
        // a route-less server settles in seconds: two slices per protocol (it publishes no JIT counter), one when
        // --warmup is shorter than those two
        int plainSlices = plan.warmup().compareTo(SLICE.multipliedBy(4)) < 0 ? 2 : 4;
        for (int slice = 0; slice < plainSlices; slice++) {
            boolean http1 = slice % 2 == 0;
            H2load.run(PLAIN_VERTX, http1 ? "http1" : "h2c", H2load.command(plainVertxItem, http1, plan.clients(),
                    http1 ? 1 : plan.streams(), Duration.ZERO, SLICE), Duration.ZERO, SLICE);
        }
        say("%s warmed with %d s of h2load per protocol", PLAIN_VERTX, plainSlices / 2 * SLICE.toSeconds());
        for (HopTarget proxy : plainProxies) {
            for (int slice = 0; slice < plainSlices / 2; slice++) {
                H2load.run(proxy.name(), "http1", H2load.command(proxy.url() + proxy.path(), true, 8, 1, Duration.ZERO,
                        SLICE), Duration.ZERO, SLICE);
            }
        }
        say("%s http1 and h2c warmed with %d s of h2load each", PLAIN_PROXY, plainSlices / 2 * SLICE.toSeconds());
        for (Bff bff : t.bffs()) {
            warmUntilSettled("gateway-bff " + bff.protocol(), bff.url(), slice -> H2load.run("gateway-bff", "http1",
                    H2load.command(bff.url() + PRODUCT, true, 8, 1, Duration.ZERO, SLICE), Duration.ZERO, SLICE));
        }
    }

    private void warmUntilSettled(String name, String baseUrl, JitWarmUp.Slice slice) throws InterruptedException {
        JitWarmUp.Outcome o = JitWarmUp.untilSettled(baseUrl, plan.warmup(), slice);
        long spanSeconds = o.spanSlices() * SLICE.toSeconds();
        if (o.settled()) {
            say("%s warm after %d s: JIT compiled %.0f%% of the last %d s", name, o.elapsed().toSeconds(),
                    o.share() * 100, spanSeconds);
        } else {
            say("%s still compiling after %d s (JIT %.0f%% of the last %d s); measuring anyway, each run reports "
                    + "its JIT share", name, o.elapsed().toSeconds(), o.share() * 100, spanSeconds);
        }
    }

    /**
     * The six h2load runs, per protocol catalog-service and its two baselines; the order within a protocol rotates
     * every round, so none of the three always runs first.
     */
    private List<ServerRun> servers(Targets t, Map<String, String> baselines, int round) throws InterruptedException {
        Duration w = plan.h2loadWarmup();
        Duration d = plan.duration();
        List<ServerRun> runs = new ArrayList<>();
        List<String[]> order = new ArrayList<>();
        for (String[] protocol : new String[][]{{"http1", "nginx"}, {"h2c", "nghttpd"}}) {
            List<String> servers = new ArrayList<>(List.of("catalog-service", protocol[1], PLAIN_VERTX));
            Collections.rotate(servers, round);
            servers.forEach(server -> order.add(new String[]{server, protocol[0]}));
        }
        for (String[] s : order) {
            boolean http1 = s[1].equals("http1");
            String url = baselines.getOrDefault(s[0], t.catalogItem());
            boolean catalog = s[0].equals("catalog-service");
            JitClock jit = catalog ? new JitClock("http://127.0.0.1:" + t.catalogPort()).start() : null;
            ServerRun r = H2load.run(s[0], s[1], H2load.command(url, http1, plan.clients(), http1 ? 1 : plan.streams(),
                    w, d), w, d);
            if (catalog) {
                r = r.withJitShare(jit.share());
            }
            say("  %-16s %-5s %s req/s%s%s", s[0], s[1], Numbers.fmt(r.requestsPerSecond()),
                    catalog ? String.format(Locale.ROOT, ", JIT %.0f%%", r.jitShare() * 100) : "",
                    r.failed() > 0 ? " (" + r.failed() + " failed)" : "");
            runs.add(r);
        }
        return runs;
    }

    /**
     * What a hop window loads: catalog directly, catalog through each bff, through nginx as a reverse proxy (the
     * floor any proxy hop pays on loopback: two more sockets and wake-ups per request) and through a bare Vert.x proxy
     * per protocol (the floor of a hop on the bff's own framework).
     *
     * @param wire the HTTP version catalog must see (bffs), or null
     * @param jvm  whether the process publishes its JIT time (a Quarkus service)
     */
    private record HopTarget(String name, String url, String path, long pid, String wire, boolean jvm) {
    }

    /** A {@link PlainVertxProxy}'s hop: catalog must see its protocol, as for a bff. */
    private static HopTarget plainProxy(String protocol, int port, ServiceProcess process) {
        return new HopTarget(BenchFigures.plainProxy(protocol), "http://127.0.0.1:" + port, ITEM, process.pid(),
                wireOf(protocol), false);
    }

    private static String wireOf(String protocol) {
        return protocol.equals("http1") ? "HTTP_1_1" : "HTTP_2";
    }

    /** Every hop target at the same open-model rate, rotated per round. */
    private List<HopRun> hops(Targets t, List<HopTarget> baselines, int round) throws InterruptedException {
        List<HopTarget> targets = new ArrayList<>();
        targets.add(new HopTarget(DIRECT, "http://127.0.0.1:" + t.catalogPort(), ITEM, t.catalog().pid(), null, true));
        for (Bff bff : t.bffs()) {
            targets.add(new HopTarget(BenchFigures.bff(bff.protocol()), bff.url(), PRODUCT, bff.process().pid(),
                    wireOf(bff.protocol()), true));
        }
        targets.addAll(baselines);
        Collections.rotate(targets, -round);
        List<HopRun> runs = new ArrayList<>();
        for (HopTarget target : targets) {
            String catalogMetrics = "http://127.0.0.1:" + t.catalogPort() + "/q/metrics";
            Map<String, Double> before = catalogByVersion(catalogMetrics);
            HopRun hop = hop(target);
            if (target.wire() != null) {
                say("    protocol check: catalog saw %s", verifyWire(target.name(), target.wire(), hop.requests(),
                        before, catalogByVersion(catalogMetrics)));
            }
            runs.add(hop);
        }
        return runs;
    }

    /** {@code catalog_requests_total} by the HTTP version catalog saw. */
    private static Map<String, Double> catalogByVersion(String metricsUrl) throws InterruptedException {
        try {
            return PrometheusText.sumBy(HttpProbe.text(metricsUrl), "catalog_requests_total", "protocol");
        } catch (IOException e) {
            throw new ProtocolCheckFailed("cannot read catalog's request counters: " + e.getMessage());
        }
    }

    /**
     * The lab's honesty check, applied to each bff window: catalog must have seen at least one call per request on
     * the bff's configured version ({@code wire}) and none on another (nothing else loads catalog meanwhile).
     * Returns the calls catalog saw per version.
     */
    static Map<String, Long> verifyWire(String name, String wire, long requests, Map<String, Double> before,
                                        Map<String, Double> after) {
        Map<String, Long> delta = new java.util.TreeMap<>();
        after.forEach((version, count) -> {
            long grown = Math.round(count - before.getOrDefault(version, 0.0));
            if (grown > 0) {
                delta.put(version, grown);
            }
        });
        long onWire = delta.getOrDefault(wire, 0L);
        long other = delta.values().stream().mapToLong(Long::longValue).sum() - onWire;
        if (onWire < requests || other > 0) {
            throw new ProtocolCheckFailed("protocol verification failed for " + name + ": catalog saw " + delta
                    + " during " + requests + " requests, expected them all on " + wire);
        }
        return delta;
    }

    /** A bff window did not go over the protocol it is labelled with: its figures would be wrong. */
    public static final class ProtocolCheckFailed extends IllegalStateException {
        ProtocolCheckFailed(String message) {
            super(message);
        }
    }

    private HopRun hop(HopTarget target) throws InterruptedException {
        LoadShape shape = LoadShape.open(plan.rate());
        try (LoadDriver driver = driver(target.url(), target.path())) {
            driver.run(shape, Duration.ZERO, HOP_WARMUP, (p, e, total, ok) -> { });
            JitClock jit = target.jvm() ? new JitClock(target.url()).start() : null;
            double cpu0 = ProcStats.cpuMillis(target.pid());
            DriverResult r = driver.run(shape, Duration.ZERO, plan.duration(), (p, e, total, ok) -> { });
            double cpu = ProcStats.cpuMillis(target.pid()) - cpu0;
            double jitShare = jit != null ? jit.share() : Double.NaN;
            long requests = r.ok() + r.errorCount();
            LatencySummary l = LatencySummary.of(r.latency());
            HopRun hop = new HopRun(target.name(), plan.rate(), l.p50(), l.p99(),
                    requests == 0 ? Double.NaN : cpu * 1000 / requests, requests, r.errorCount(), jitShare);
            say("  %-16s p50 %s ms, p99 %s ms, %s µs CPU per request%s, send lag %s µs%s", target.name(),
                    Numbers.fmt(hop.p50Ms()), Numbers.fmt(hop.p99Ms()), Numbers.fmt(hop.cpuMicrosPerRequest()),
                    jit != null ? String.format(Locale.ROOT, ", JIT %.0f%%", jitShare * 100) : "",
                    Numbers.fmt(driver.meanSendLagMicros()), hop.errors() > 0 ? " (" + hop.errors() + " errors)" : "");
            return hop;
        }
    }

    private static LoadDriver driver(String baseUrl, String path) {
        java.net.URI uri = java.net.URI.create(baseUrl);
        return new LoadDriver(uri.getHost(), uri.getPort(), HOP_CONNECTIONS, id -> path, Duration.ofSeconds(10));
    }

    /** Seconds from {@code startNanos} to the first 200 from {@code url}; polls every 20 ms. */
    private static double firstAnswer(ServiceProcess process, String url, long startNanos)
            throws IOException, InterruptedException {
        long deadline = startNanos + START_TIMEOUT.toNanos();
        while (System.nanoTime() < deadline) {
            if (!process.isAlive()) {
                throw new IOException(process.log().getFileName() + ": exited with code " + process.exitCode()
                        + " before answering; see " + process.log());
            }
            try {
                HttpResponse<String> r = HttpProbe.get(url, Duration.ofSeconds(2));
                if (r.statusCode() == 200) {
                    return (System.nanoTime() - startNanos) / 1e9;
                }
            } catch (IOException e) {
                // not listening yet
            }
            Thread.sleep(20);
        }
        throw new IOException("no 200 from " + url + " within " + START_TIMEOUT.toSeconds() + " s; see "
                + process.log());
    }

    private List<String> command(String java, Path jar, Path logs) throws IOException {
        if (!jar.toFile().isFile()) {
            throw new IOException("missing " + jar + ": build it with ./mvnw -B -q package -DskipTests");
        }
        List<String> cmd = new ArrayList<>(List.of(java));
        cmd.addAll(plan.jvmFlags());
        cmd.addAll(List.of("-Dh2clab.owner=" + logs.toAbsolutePath(), "-jar", jar.toString()));
        return cmd;
    }

    /**
     * {@code java.version} of {@code java}, from its own settings dump.
     *
     * @throws IllegalArgumentException when it runs but is no java; {@link java.io.UncheckedIOException} when it
     *                                  cannot be started at all
     */
    public static String javaVersion(String java) {
        Command.Result r = Command.run(List.of(JavaExecutable.resolve(java), "-XshowSettings:properties", "-version"), null,
                Duration.ofSeconds(30));
        Matcher m = JAVA_VERSION.matcher(r.stderr() + r.stdout());
        if (!r.ok() || !m.find()) {
            throw new IllegalArgumentException(java + " is not a working java (exit " + r.exitCode() + ")");
        }
        return m.group(1);
    }

    private void say(String format, Object... args) {
        out.printf(format + "%n", args);
        out.flush();
    }
}
