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
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.emulator.RunResult;
import org.pcmemu.models.logp.LogP;

/**
 * A message-heavy LogP run: the {@link ExchangeProgram} with P = 1000 and K = 999, that is an
 * all-to-all exchange (every processor sends one message to every other), 999,000 emulated
 * messages per run. One operation is one whole emulated run. Primary score: runs/s
 * (ms per run = 1000 / score); secondary {@code :messages}: emulated messages/s.
 *
 * <p>How to run: {@code java -jar bench/target/benchmarks.jar Exchange -rf json -rff exchange.json}
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 2, time = 10)
@Measurement(iterations = 5, time = 10)
@Fork(value = 1, jvmArgsAppend = {BenchmarkJvm.ADD_EXPORTS, BenchmarkJvm.ALLOW_UNSAFE, BenchmarkJvm.HEAP, BenchmarkJvm.COUNT_THREADS})
public class ExchangeBenchmark {
    @Param("1000")
    int P;
    /** Messages each processor sends (and receives); at most P - 1. */
    @Param("999")
    int K;
    @Param("6")
    long L;
    @Param("2")
    long o;
    @Param("4")
    long g;
    /**
     * The capacity rule: enforce (sends may stall; the default run, an attempt without decisions
     * first), decide (sends may stall, every one decided by the synchronizer) or check (free
     * windows): see {@link Enforcement}.
     */
    @Param({"enforce", "decide", "check"})
    String capacity;

    private LogP model;
    private LogP.Hints hints;
    private ExchangeProgram program;
    private RunOptions options;
    private RunResult last;

    @Setup(Level.Trial)
    public void setUp() {
        if (K >= P) {
            throw new IllegalArgumentException("K must be below P (a processor never sends to itself), got K=" + K
                    + ", P=" + P);
        }
        Enforcement enforcement = Enforcement.of(capacity);
        model = new LogP(P, L, o, g, enforcement.mode());
        hints = enforcement.restartable();
        program = new ExchangeProgram(K);
        options = RunOptions.defaults();
    }

    @Benchmark
    public long exchange(EmulatedMessages counter) {
        last = model.run(program, options, hints).result();
        counter.messages += last.messages();
        return last.makespan();
    }

    /** The last run must deliver all P * K messages and, where the hand-worked formula applies, match it. */
    @TearDown(Level.Iteration)
    public void check() {
        if (last.messages() != (long) P * K || last.undelivered() != 0) {
            throw new IllegalStateException("exchange on " + model + " sent " + last.messages() + " messages, "
                    + last.undelivered() + " undelivered; expected " + (long) P * K + " and 0");
        }
        long expected = ExchangeProgram.gapBoundMakespan(model, K);
        if (expected >= 0 && last.makespan() != expected) {
            throw new IllegalStateException("exchange on " + model + " took " + last.makespan()
                    + " cycles; 2(K-1)g + 2o = " + expected);
        }
    }
}
