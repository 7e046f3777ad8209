package org.pcmemu.bench;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import org.pcmemu.algorithms.logp.broadcast.BroadcastBounds;
import org.pcmemu.algorithms.logp.broadcast.BroadcastTree;
import org.pcmemu.algorithms.logp.broadcast.TreeBroadcast;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.models.logp.CapacityMode;
import org.pcmemu.models.logp.LogP;

/**
 * The optimal LogP broadcast (Karp et al., TR Theorem 3.1) on P emulated processors: one
 * operation is one whole emulated run, from starting P virtual threads to the last one done.
 * The tree is built once per trial, outside the measurement. Primary score: runs/s (ms per run =
 * 1000 / score); secondary {@code :messages}: emulated messages/s (P - 1 per run).
 *
 * <p>How to run: {@code java -jar bench/target/benchmarks.jar OptimalBroadcast -rf json -rff broadcast.json}
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 2, time = 5)
@Measurement(iterations = 5, time = 5)
@Fork(value = 1, jvmArgsAppend = {BenchmarkJvm.ADD_EXPORTS, BenchmarkJvm.ALLOW_UNSAFE, BenchmarkJvm.HEAP, BenchmarkJvm.COUNT_THREADS})
public class OptimalBroadcastBenchmark {
    private static final Object DATUM = new Object();

    @Param({"1000", "10000", "100000"})
    int P;
    @Param("6")
    long L;
    @Param("2")
    long o;
    @Param("4")
    long g;
    /** The capacity rule: enforce (sends may stall, decided by the synchronizer) or check (free windows). */
    @Param({"enforce", "check"})
    String capacity;

    private LogP model;
    private BroadcastTree tree;
    private RunOptions options;
    private TreeBroadcast.Outcome last;

    @Setup(Level.Trial)
    public void setUp() {
        model = new LogP(P, L, o, g, CapacityMode.of(capacity));
        tree = BroadcastTree.optimal(P, L, o, g);
        options = RunOptions.defaults();
    }

    @Benchmark
    public long broadcast(EmulatedMessages counter) {
        last = TreeBroadcast.run(model, tree, DATUM, options);
        counter.messages += last.run().result().messages();
        return last.time();
    }

    /** A benchmark of a wrong run is worthless: the last run must meet B(P) and deliver P - 1 messages. */
    @TearDown(Level.Iteration)
    public void check() {
        long bound = BroadcastBounds.optimalTime(P, L, o, g);
        if (last.time() != bound || last.run().result().messages() != P - 1 || last.run().result().undelivered() != 0) {
            throw new IllegalStateException("broadcast on " + model + " took " + last.time() + " cycles, B(P) = " + bound
                    + ", messages " + last.run().result().messages());
        }
    }
}
