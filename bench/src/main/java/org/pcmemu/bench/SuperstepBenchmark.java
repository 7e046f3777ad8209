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
import org.pcmemu.models.Claim;
import org.pcmemu.algorithms.bsp.broadcast.BspBroadcast;
import org.pcmemu.algorithms.bsp.broadcast.BspBroadcastReport;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.emulator.ThreadMode;
import org.pcmemu.models.bsp.Bsp;
import org.pcmemu.models.bsp.BspProgram;
import org.pcmemu.models.bsp.BspRun;

/**
 * The BSP superstep engine ({@code BarrierEngine}): one operation is one whole emulated run,
 * from starting p virtual threads to the last one done. Primary score: runs/s (ms per run =
 * 1000 / score). Three workloads, each with its own parameters (a nested state each):
 *
 * <pre>
 *   barrier    p processors do S supersteps that only sync          :supersteps, :processorSupersteps /s
 *   exchange   {@link HRelationProgram}: every processor sends one  :messages /s (p k R per run)
 *              word to each of k others per superstep, R supersteps
 *   twoPhase   the notes' two-phase broadcast of n words from       :messages /s ((p-1) + p(p-1) per run
 *              processor 0 (BspBroadcastReport, output check        for n >= p)
 *              included in the operation)
 * </pre>
 *
 * 10^9 / {@code :processorSupersteps} is the wall time per processor per superstep in ns. After
 * each iteration the last run's cost must equal its analytic value: S L for the barrier, R c(k)
 * for the exchange, c(n - ceil(n/p)) + c((p-1) ceil(n/p)) for the broadcast (notes, Algorithm 4),
 * with c(h) = max(L, h g); a wrong run fails the benchmark rather than producing a number.
 *
 * <p>How to run: {@code java -jar bench/target/benchmarks.jar Superstep -rf json -rff superstep.json}
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 2, time = 3)
@Measurement(iterations = 4, time = 5)
@Fork(value = 1, jvmArgsAppend = {BenchmarkJvm.ADD_EXPORTS, BenchmarkJvm.ALLOW_UNSAFE, BenchmarkJvm.HEAP, BenchmarkJvm.COUNT_THREADS})
public class SuperstepBenchmark {

    /** p processors, S empty supersteps: the cost of the barrier alone. */
    @State(Scope.Benchmark)
    public static class Barrier {
        @Param({"1000", "10000"})
        int p;
        @Param("100")
        int S;
        @Param("VIRTUAL")
        ThreadMode mode;
        @Param("4")
        long g;
        @Param("100")
        long L;

        Bsp model;
        BspProgram program;
        RunOptions options;
        BspRun last;

        @Setup(Level.Trial)
        public void setUp() {
            model = new Bsp(p, g, L);
            int supersteps = S;
            program = bsp -> {
                for (int s = 0; s < supersteps; s++) {
                    bsp.sync();
                }
            };
            options = RunOptions.defaults().withThreadMode(mode);
        }

        /** S supersteps without work or messages, each priced c(0) (= L under both conventions). */
        @TearDown(Level.Iteration)
        public void check() {
            long expected = Math.multiplyExact(S, model.superstepCost(0, 0));
            if (last.cost() != expected || last.supersteps().size() != S || last.messages() != 0) {
                throw new IllegalStateException(S + " empty supersteps on " + model + " cost " + last.cost()
                        + " in " + last.supersteps().size() + " supersteps; expected " + expected + " in " + S);
            }
        }
    }

    /** An h-relation with h = k, R times: p k R one-word messages. */
    @State(Scope.Benchmark)
    public static class Exchange {
        @Param("1000")
        int p;
        /** Words each processor sends (and receives) per superstep; at most p - 1. */
        @Param("100")
        int k;
        @Param("10")
        int R;
        @Param("4")
        long g;
        @Param("100")
        long L;

        Bsp model;
        HRelationProgram program;
        RunOptions options;
        BspRun last;

        @Setup(Level.Trial)
        public void setUp() {
            if (k >= p) {
                throw new IllegalArgumentException("k must be below p (a processor never sends to itself), got k=" + k
                        + ", p=" + p);
            }
            model = new Bsp(p, g, L);
            program = new HRelationProgram(k, R);
            options = RunOptions.defaults();
        }

        /** The last run must deliver all p k R messages and cost R c(k). */
        @TearDown(Level.Iteration)
        public void check() {
            long messages = (long) p * k * R;
            long expected = HRelationProgram.cost(model, k, R);
            if (last.messages() != messages || last.undelivered() != 0 || last.cost() != expected) {
                throw new IllegalStateException("h-relation on " + model + " sent " + last.messages() + " messages ("
                        + last.undelivered() + " undelivered), cost " + last.cost() + "; expected " + messages
                        + " messages and R c(k) = " + expected);
            }
        }
    }

    /** The two-phase broadcast (notes, Algorithm 4) of n words. */
    @State(Scope.Benchmark)
    public static class TwoPhase {
        @Param("1000")
        int p;
        /** Message length in words. */
        @Param({"1000", "100000"})
        int n;
        @Param("4")
        long g;
        @Param("100")
        long L;

        Bsp model;
        BspBroadcast algorithm;
        RunOptions options;
        BspBroadcastReport last;

        @Setup(Level.Trial)
        public void setUp() {
            model = new Bsp(p, g, L);
            algorithm = BspBroadcast.twoPhase();
            options = RunOptions.defaults();
        }

        /** The report checked the output; here the cost must equal the notes' formula (claim "equals"). */
        @TearDown(Level.Iteration)
        public void check() {
            if (last.bound().claim() != Claim.EQUALS || last.measured() != last.bound().value()) {
                throw new IllegalStateException("two-phase broadcast of " + n + " words on " + model + " cost "
                        + last.measured() + "; " + last.bound().source() + " = " + last.bound().value());
            }
        }
    }

    @Benchmark
    public long barrier(Barrier state, EmulatedSupersteps counter) {
        BspRun run = state.model.run(state.program, state.options);
        state.last = run;
        counter.supersteps += run.supersteps().size();
        counter.processorSupersteps += (long) state.p * run.supersteps().size();
        return run.cost();
    }

    @Benchmark
    public long exchange(Exchange state, EmulatedMessages counter) {
        BspRun run = state.model.run(state.program, state.options);
        state.last = run;
        counter.messages += run.messages();
        return run.cost();
    }

    @Benchmark
    @Warmup(iterations = 2, time = 10)
    @Measurement(iterations = 3, time = 10)
    public long twoPhase(TwoPhase state, EmulatedMessages counter) {
        BspBroadcastReport report = BspBroadcastReport.run(state.model, state.algorithm, state.n, state.options);
        state.last = report;
        counter.messages += report.messages();
        return report.measured();
    }
}
