package dev.h2clab.loadtests.rollout;

import dev.h2clab.loadtests.scenario.CellPlan;
import dev.h2clab.loadtests.scenario.ClientKind;
import dev.h2clab.loadtests.scenario.Protocol;
import dev.h2clab.loadtests.scenario.RequestPaths;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/**
 * One rollout experiment: open-model load on {@code /bff/burst} while every catalog replica is replaced in turn.
 *
 * @param protocols  compared protocols, each run on fresh processes
 * @param client     bff client implementation
 * @param replicas   catalog replicas behind the per-connection balancer
 * @param rate       edge requests per second (open model)
 * @param fanout     downstream calls per edge request
 * @param bytes      payload bytes per downstream call
 * @param delayMs    catalog service time per call
 * @param http1Pool  bff HTTP/1.1 connections
 * @param http2Pool  bff HTTP/2 connections
 * @param warmup     unmeasured load before the window (JIT, pools)
 * @param duration   measured window
 * @param startAt    when the rollout starts, from the window's start
 * @param interval   pause between two replacements (a Deployment's minReadySeconds)
 * @param preStop    pause between a replica leaving the balancer and its SIGTERM (Kubernetes' preStop hook)
 * @param slowMs     latency above which an answered request counts as slow; 0 = twice the highest p99 before the
 *                   rollout among all runs (one threshold, so the protocols' counts compare)
 * @param repeats    runs per protocol, in the order A B, B A, ...
 * @param heapMb     -Xmx of each service
 * @param bffEnv     extra gateway-bff environment, over the lab's own
 * @param catalogEnv extra catalog-service environment, over the lab's own
 */
public record RolloutPlan(List<Protocol> protocols, ClientKind client, int replicas, double rate, int fanout,
                          long bytes, int delayMs, int http1Pool, int http2Pool, Duration warmup, Duration duration,
                          Duration startAt, Duration interval, Duration preStop, double slowMs, int repeats, int heapMb,
                          Map<String, String> bffEnv, Map<String, String> catalogEnv) {

    public RolloutPlan {
        protocols = List.copyOf(protocols);
        bffEnv = bffEnv == null ? Map.of() : Map.copyOf(bffEnv);
        catalogEnv = catalogEnv == null ? Map.of() : Map.copyOf(catalogEnv);
    }

    public String path(long id) {
        return RequestPaths.pathFor("burst", fanout, bytes, delayMs, id);
    }

    /** The same plan in the shape the lab's process starters take (environment sizing, heap). */
    public CellPlan cellPlan() {
        return new CellPlan("rollout", "burst", 0, rate, Duration.ZERO, warmup, duration, repeats, fanout, bytes,
                delayMs, http1Pool, http2Pool, protocols, List.of(client), CellPlan.Pods.LOOPBACK, 0, heapMb,
                bffEnv, catalogEnv, "every catalog replica is replaced once, as a rolling update does");
    }

    /** Protocol order of repeat {@code n} (0-based): A B, then B A, so neither always runs first. */
    public List<Protocol> order(int n) {
        if (n % 2 == 0) {
            return protocols;
        }
        List<Protocol> reversed = new ArrayList<>(protocols);
        Collections.reverse(reversed);
        return reversed;
    }
}
