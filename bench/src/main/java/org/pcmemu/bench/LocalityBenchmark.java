package org.pcmemu.bench;

import java.util.List;
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
import org.pcmemu.models.Bound;
import org.pcmemu.models.Claim;
import org.pcmemu.algorithms.dbsp.broadcast.DBspBroadcast;
import org.pcmemu.algorithms.dbsp.broadcast.DBspBroadcastReport;
import org.pcmemu.algorithms.hpram.broadcast.HPramBroadcast;
import org.pcmemu.algorithms.hpram.broadcast.HPramBroadcastReport;
import org.pcmemu.algorithms.locality.Roots;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.emulator.Step;
import org.pcmemu.models.dbsp.DBsp;
import org.pcmemu.models.hpram.HPram;
import org.pcmemu.models.locality.LatencyFunction;

/**
 * The locality engine ({@code BarrierEngine}): ROOT (Juurlink et al. 2003, Algorithm 3.1)
 * on the H-PRAM and its D-BSP form by halvings (Theorem 3.3), p processors. One operation is one
 * {@code HPramBroadcastReport.run} or {@code DBspBroadcastReport.run}: the emulated run, the
 * output check (every processor holds the item) and the O(p) cost recurrences. Primary score:
 * runs/s (ms per run = 1000 / score); secondary {@code :supersteps}: priced steps of all
 * sub-machines per second, and {@code :processorSupersteps}: the same weighted by the sub-machine's
 * size k.
 *
 * <pre>
 *   ROOT on k processors, c = ceil(sqrt k):   ROOT(c) on the first group | c-1 writes (sends) |
 *                                             ROOT(c) on the other groups, in parallel
 *   p = 2^8:  3 levels (256, 16, 4, 2)        p = 2^16:  4 levels (65536, 256, 16, 4, 2)
 *   (H-PRAM: one partition into groups per level; D-BSP reaches the groups by halvings,
 *   8 and 16 levels of partitions)
 * </pre>
 *
 * After each iteration the last run must meet its bound's claim, which for p = 2^(2^j) (256,
 * 65536) is "equals": H-PRAM, Eq. (3.1) plus (log p / 2) l(2) for the group heads' reads; D-BSP,
 * Eq. (3.1) with f = max{l, g}. The measured cost must also equal the implementation's recurrence
 * ({@code predicted}). A wrong run fails the benchmark rather than producing a number.
 *
 * <p>How to run: {@code java -jar bench/target/benchmarks.jar Locality -rf json -rff locality.json}
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 2, time = 10)
@Measurement(iterations = 3, time = 10)
@Fork(value = 1, jvmArgsAppend = {BenchmarkJvm.ADD_EXPORTS, BenchmarkJvm.ALLOW_UNSAFE, BenchmarkJvm.HEAP, BenchmarkJvm.COUNT_THREADS})
public class LocalityBenchmark {
    @Param({"256", "65536"})
    int p;
    /** l(k), as {@code LatencyFunction.parse} reads it: "log" is max(1, ceil(log2 k)). */
    @Param("log")
    String l;
    /** g(k) of the D-BSP (the H-PRAM has none). */
    @Param("log")
    String g;

    private HPram hpram;
    private DBsp dbsp;
    private RunOptions options;
    private HPramBroadcastReport lastHPram;
    private DBspBroadcastReport lastDBsp;

    @Setup(Level.Trial)
    public void setUp() {
        hpram = new HPram(p, LatencyFunction.parse(l));
        dbsp = new DBsp(p, LatencyFunction.parse(g), LatencyFunction.parse(l));
        options = RunOptions.defaults();
    }

    @Benchmark
    public long hpramRoot(EmulatedSupersteps counter) {
        HPramBroadcastReport report = HPramBroadcastReport.run(hpram, HPramBroadcast.root(), options);
        lastHPram = report;
        count(report.run().steps(), counter);
        return report.measured();
    }

    @Benchmark
    public long dbspRoot(EmulatedSupersteps counter) {
        DBspBroadcastReport report = DBspBroadcastReport.run(dbsp, DBspBroadcast.root(), options);
        lastDBsp = report;
        count(report.run().supersteps(), counter);
        return report.measured();
    }

    /** The last run (of whichever benchmark ran) must meet its bound's claim and equal its recurrence. */
    @TearDown(Level.Iteration)
    public void check() {
        if (lastHPram != null) {
            check(hpram.toString(), lastHPram.measured(), lastHPram.bound(), lastHPram.predicted());
        }
        if (lastDBsp != null) {
            check(dbsp.toString(), lastDBsp.measured(), lastDBsp.bound(), lastDBsp.predicted());
        }
    }

    private void check(String model, long measured, Bound bound, long predicted) {
        if (!bound.holdsFor(measured) || measured != predicted
                || (Roots.isDoublyExponential(p) && bound.claim() != Claim.EQUALS)) {
            throw new IllegalStateException("ROOT on " + model + " cost " + measured + "; " + bound.source() + ": "
                    + bound.claim().label() + " " + bound.value() + ", recurrence " + predicted);
        }
    }

    private static void count(List<Step> steps, EmulatedSupersteps counter) {
        counter.supersteps += steps.size();
        for (Step s : steps) {
            counter.processorSupersteps += s.size();
        }
    }
}
