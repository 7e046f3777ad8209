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
import org.openjdk.jmh.annotations.Warmup;
import org.pcmemu.algorithms.logp.broadcast.BroadcastTree;
import org.pcmemu.algorithms.logp.broadcast.TreeBroadcast;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.emulator.ThreadMode;
import org.pcmemu.models.logp.LogP;

/**
 * Virtual against platform threads at a P that platform threads still manage: the optimal
 * broadcast and the {@link ExchangeProgram} with K messages per processor. Same model-time
 * results in both modes (docs/architecture.md, invariant 1); only the wall time differs. Primary score:
 * runs/s; secondary {@code :messages}: emulated messages/s.
 *
 * <p>How to run: {@code java -jar bench/target/benchmarks.jar ThreadMode -rf json -rff threadmode.json}
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 2, time = 5)
@Measurement(iterations = 5, time = 5)
@Fork(value = 1, jvmArgsAppend = {BenchmarkJvm.ADD_EXPORTS, BenchmarkJvm.ALLOW_UNSAFE, BenchmarkJvm.HEAP, BenchmarkJvm.COUNT_THREADS})
public class ThreadModeBenchmark {
    private static final Object DATUM = new Object();

    @Param({"VIRTUAL", "PLATFORM"})
    ThreadMode mode;
    @Param("1000")
    int P;
    /** Messages each processor sends in the exchange; at most P - 1. */
    @Param("100")
    int K;
    @Param("6")
    long L;
    @Param("2")
    long o;
    @Param("4")
    long g;

    private LogP model;
    private BroadcastTree tree;
    private ExchangeProgram exchange;
    private RunOptions options;

    @Setup(Level.Trial)
    public void setUp() {
        if (K >= P) {
            throw new IllegalArgumentException("K must be below P, got K=" + K + ", P=" + P);
        }
        model = new LogP(P, L, o, g);
        tree = BroadcastTree.optimal(P, L, o, g);
        exchange = new ExchangeProgram(K);
        options = RunOptions.defaults().withThreadMode(mode);
    }

    @Benchmark
    public long broadcast(EmulatedMessages counter) {
        TreeBroadcast.Outcome out = TreeBroadcast.run(model, tree, DATUM, options);
        counter.messages += out.run().result().messages();
        return out.time();
    }

    @Benchmark
    public long exchange(EmulatedMessages counter) {
        var result = model.run(exchange, options).result();
        counter.messages += result.messages();
        return result.makespan();
    }
}
