package dev.h2clab.loadtests.bench;

import dev.h2clab.support.process.ServiceProcess;

import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The baselines: nginx (one worker, HTTP/1.1), nghttpd (one thread, h2c prior knowledge) and a bare Vert.x server
 * (one event loop, both), each answering the same bytes catalog-service returns for the benched item, on loopback;
 * and the hop's baselines in front of catalog-service: nginx as a reverse proxy and a bare Vert.x proxy.
 * Their configuration lives in the run's directory; nothing of the system's own nginx is used.
 */
final class CServers {

    static final String PATH = "/item.json";

    private CServers() {
    }

    /** nginx with one worker answering {@code body} from memory at {@link #PATH}, no access log. */
    static ServiceProcess nginx(Path dir, String body, int port) throws IOException, InterruptedException {
        if (body.contains("'") || body.contains("\\") || body.contains("$")) {
            throw new IllegalArgumentException("body cannot be put in an nginx return directive: " + body);
        }
        return startNginx("nginx", dir, false, port, List.of(
                "    location = " + PATH + " { default_type application/json; return 200 '" + body + "'; }"), List.of());
    }

    /** nghttpd, one worker thread, no TLS, serving {@code body} as a file at {@link #PATH}. */
    static ServiceProcess nghttpd(Path dir, String body, int port) throws IOException, InterruptedException {
        Path docs = Files.createDirectories(dir.resolve("nghttpd"));
        Files.writeString(docs.resolve(PATH.substring(1)), body, StandardCharsets.UTF_8);
        ServiceProcess nghttpd = ServiceProcess.start("nghttpd", List.of(Tools.nghttpd(), "--no-tls", "-n", "1",
                "-a", "127.0.0.1", "-d", docs.toAbsolutePath().toString(), Integer.toString(port)), Map.of(),
                dir.resolve("nghttpd.log"));
        awaitListening(nghttpd, port);
        return nghttpd;
    }

    /**
     * nginx as a reverse proxy in front of catalog-service, in one process (no master, one worker loop), keeping
     * idle HTTP/1.1 connections to catalog open: what a hop costs when the proxy is written in C. Only catalog's
     * paths are proxied.
     */
    static ServiceProcess nginxProxy(Path dir, int port, int catalogPort) throws IOException, InterruptedException {
        return startNginx("nginx proxy", dir, true, port, List.of(
                "    location /catalog/ { proxy_pass http://catalog; proxy_http_version 1.1;"
                        + " proxy_set_header Connection \"\"; }",
                "    location / { return 404; }"),
                List.of("  upstream catalog { server 127.0.0.1:" + catalogPort
                        + "; keepalive 16; keepalive_requests 100000000; }"));
    }

    /**
     * An nginx of the bench's own, configured in {@code dir/<name>} (nothing of the system's nginx is used): one
     * worker ({@code singleProcess}: and no master, so one pid carries all its CPU), keep-alive without limit, no
     * access log; {@code locations} go in its one server, {@code httpLines} before it.
     */
    private static ServiceProcess startNginx(String name, Path dir, boolean singleProcess, int port,
                                             List<String> locations, List<String> httpLines)
            throws IOException, InterruptedException {
        String id = name.replace(' ', '-');
        Path home = Files.createDirectories(dir.resolve(id));
        String tmp = home.toAbsolutePath().toString();
        List<String> conf = new ArrayList<>(List.of("daemon off;"));
        if (singleProcess) {
            conf.add("master_process off;");
        }
        conf.addAll(List.of("worker_processes 1;", "pid " + tmp + "/nginx.pid;", "error_log " + tmp + "/error.log warn;",
                "events { worker_connections 4096; }", "http {", "  access_log off;",
                "  keepalive_requests 100000000;", "  keepalive_timeout 120s;",
                "  client_body_temp_path " + tmp + "/body;", "  proxy_temp_path " + tmp + "/proxy;",
                "  fastcgi_temp_path " + tmp + "/fastcgi;", "  uwsgi_temp_path " + tmp + "/uwsgi;",
                "  scgi_temp_path " + tmp + "/scgi;"));
        conf.addAll(httpLines);
        conf.addAll(List.of("  server {", "    listen 127.0.0.1:" + port + ";"));
        conf.addAll(locations);
        conf.addAll(List.of("  }", "}", ""));
        Path file = home.resolve("nginx.conf");
        Files.writeString(file, String.join("\n", conf), StandardCharsets.UTF_8);
        ServiceProcess nginx = ServiceProcess.start(name, List.of(Tools.nginx(), "-p", tmp, "-e", tmp + "/error.log",
                "-c", file.toAbsolutePath().toString()), Map.of(), dir.resolve(id + ".log"));
        awaitListening(nginx, port);
        return nginx;
    }

    /**
     * {@link PlainVertxServer} in its own JVM ({@code java} with {@code jvmFlags}, the bench's own classpath), serving
     * {@code body} at every path.
     */
    static ServiceProcess plainVertx(Path dir, String body, int port, String java, List<String> jvmFlags)
            throws IOException, InterruptedException {
        Path file = Files.createDirectories(dir.resolve("plain-vertx")).resolve("item.json");
        Files.writeString(file, body, StandardCharsets.UTF_8);
        return startJvm("plain-vertx", dir, port, java, jvmFlags, PlainVertxServer.class, Integer.toString(port),
                file.toAbsolutePath().toString());
    }

    /** {@link PlainVertxProxy} in its own JVM, forwarding to catalog on {@code catalogPort} over {@code protocol}. */
    static ServiceProcess plainVertxProxy(Path dir, int port, int catalogPort, String protocol, String java,
                                          List<String> jvmFlags) throws IOException, InterruptedException {
        return startJvm("plain-vertx-proxy-" + protocol, dir, port, java, jvmFlags, PlainVertxProxy.class,
                Integer.toString(port), Integer.toString(catalogPort), protocol);
    }

    private static ServiceProcess startJvm(String name, Path dir, int port, String java, List<String> jvmFlags,
                                           Class<?> main, String... args) throws IOException, InterruptedException {
        List<String> cmd = new ArrayList<>(List.of(java));
        cmd.addAll(jvmFlags);
        cmd.addAll(List.of("-cp", System.getProperty("java.class.path"), main.getName()));
        cmd.addAll(List.of(args));
        ServiceProcess server = ServiceProcess.start(name, cmd, Map.of(), dir.resolve(name + ".log"));
        awaitListening(server, port);
        return server;
    }

    private static void awaitListening(ServiceProcess server, int port) throws IOException, InterruptedException {
        long deadline = System.nanoTime() + 10_000_000_000L;
        while (System.nanoTime() < deadline) {
            if (!server.isAlive()) {
                throw new IOException(server.log().getFileName() + ": the server exited at start; see " + server.log());
            }
            try (Socket s = new Socket()) {
                s.connect(new InetSocketAddress("127.0.0.1", port), 500);
                return;
            } catch (IOException e) {
                Thread.sleep(50);
            }
        }
        server.close();
        throw new IOException("not listening on port " + port + " after 10 s; see " + server.log());
    }
}
