package dev.h2clab.k8s;

import dev.h2clab.support.process.ServiceProcess;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.function.UnaryOperator;

/** Light HTTP/1.1 edge load with h2load (nghttp2-client), bounded in rate and time. */
final class Load {

    /** 4 clients: each edge request fans out 4 concurrent catalog calls, so an HTTP/1.1 pool needs several connections. */
    static final String BURST_PATH = "/bff/burst?fanout=4";

    private Load() {
    }

    static ServiceProcess start(String name, String url, int clients, int rpsPerClient, int seconds, Path logDir,
            UnaryOperator<List<String>> prefix) throws IOException {
        String h2load = Tool.require("h2load", "apt-get install nghttp2-client");
        return Launch.command(name, prefix.apply(List.of(h2load, "--h1", "-c", String.valueOf(clients),
                "--rps=" + rpsPerClient, "-D", String.valueOf(seconds), "-T", "10", url)), Map.of(), logDir);
    }
}
