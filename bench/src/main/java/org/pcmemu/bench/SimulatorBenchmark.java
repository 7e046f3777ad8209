package org.pcmemu.bench;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;
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
import org.pcmemu.models.logp.LogPRun;

/**
 * The emulator against the sequential simulators, the tuned {@link LogPSimulator} and the plain
 * {@link EventQueueSimulator} ({@code simulator} = tuned or plain), side by side on the same machines: the optimal broadcast (tree built once per trial, outside the measurement) and the
 * {@link ExchangeProgram}. One operation is one whole run, emulated ({@code *Emulator}: P virtual
 * threads started and finished) or simulated ({@code *Simulator}: the simulator's arrays
 * allocated and the events run); the score is the time per run. {@link SimulatorRatios} prints
 * the emulator's ratios to the simulators from the results. The simulators have no capacity rule; the
 * emulator runs with {@code capacity} = check (no capacity rule either), enforce (the rule, which
 * never stalls these workloads: the default run, whose first attempt without decisions is kept)
 * and decide (the rule, every send decided by the engine: see {@link Enforcement}).
 *
 * <p>Every iteration is checked: the last emulated run against a simulation of it, the last
 * simulated run against an emulation (capacity=check) made at the trial's set-up, by
 * {@link SimulatorCheck}: every processor's finish time (and information time), makespan and
 * messages; a broadcast must also take exactly B(P).
 *
 * <p>How to run: {@code java -jar bench/target/benchmarks.jar SimulatorBenchmark -rf json -rff simulator.json}
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 3, time = 5)
@Measurement(iterations = 5, time = 5)
@Fork(value = 1, jvmArgsAppend = {BenchmarkJvm.ADD_EXPORTS, BenchmarkJvm.ALLOW_UNSAFE, BenchmarkJvm.HEAP, BenchmarkJvm.COUNT_THREADS})
public class SimulatorBenchmark {
    private static final Object DATUM = new Object();

    /** LogP's L, o, g, the same for every workload. */
    @State(Scope.Benchmark)
    public abstract static class Machine {
        @Param("6")
        long L;
        @Param("2")
        long o;
        @Param("4")
        long g;

        LogP model(int processors, CapacityMode mode) {
            return new LogP(processors, L, o, g, mode);
        }
    }

    /** The optimal broadcast's P and tree. */
    @State(Scope.Benchmark)
    public abstract static class Broadcast extends Machine {
        @Param({"1000", "10000", "100000"})
        int P;

        BroadcastTree tree;

        void buildTree() {
            tree = BroadcastTree.optimal(P, L, o, g);
        }

        /** Checks the two runs against each other and the cost against B(P) (TR Theorem 3.1). */
        void check(TreeBroadcast.Outcome emulated, SimulatedBroadcast simulated) {
            SimulatorCheck.broadcast(emulated, simulated);
            long bound = BroadcastBounds.optimalTime(P, L, o, g);
            if (simulated.time() != bound) {
                throw new IllegalStateException("broadcast on " + emulated.run().model() + " took " + simulated.time()
                        + " cycles, B(P) = " + bound);
            }
        }
    }

    @State(Scope.Benchmark)
    public static class BroadcastEmulated extends Broadcast {
        @Param({"check", "enforce", "decide"})
        String capacity;

        LogP model;
        LogP.FirstAttempt first;
        RunOptions options;
        TreeBroadcast.Outcome last;

        @Setup(Level.Trial)
        public void setUp() {
            buildTree();
            Enforcement enforcement = Enforcement.of(capacity);
            model = model(P, enforcement.mode());
            first = enforcement.first();
            options = RunOptions.defaults();
        }

        @TearDown(Level.Iteration)
        public void check() {
            check(last, SimulatedBroadcast.run(model, tree));
        }
    }

    @State(Scope.Benchmark)
    public static class BroadcastSimulated extends Broadcast {
        /** {@code tuned} ({@link LogPSimulator}) or {@code plain} ({@link EventQueueSimulator}). */
        @Param({"tuned", "plain"})
        String simulator;

        Simulation.Kind kind;
        LogP model;
        TreeBroadcast.Outcome reference;
        SimulatedBroadcast last;

        @Setup(Level.Trial)
        public void setUp() {
            buildTree();
            kind = Simulation.Kind.of(simulator);
            model = model(P, CapacityMode.CHECK);
            reference = TreeBroadcast.run(model, tree, DATUM, RunOptions.defaults());
        }

        @TearDown(Level.Iteration)
        public void check() {
            check(reference, last);
        }
    }

    /** The exchange's P and K. */
    @State(Scope.Benchmark)
    public abstract static class Exchange extends Machine {
        @Param("1000")
        int P;
        /** Messages each processor sends (and receives); below P. */
        @Param("999")
        int K;
    }

    @State(Scope.Benchmark)
    public static class ExchangeEmulated extends Exchange {
        @Param({"check", "enforce", "decide"})
        String capacity;

        LogP model;
        LogP.Hints hints;
        ExchangeProgram program;
        RunOptions options;
        LogPRun last;

        @Setup(Level.Trial)
        public void setUp() {
            Enforcement enforcement = Enforcement.of(capacity);
            model = model(P, enforcement.mode());
            hints = enforcement.restartable();
            program = new ExchangeProgram(K);
            options = RunOptions.defaults();
        }

        @TearDown(Level.Iteration)
        public void check() {
            SimulatorCheck.exchange(last, SimulatedExchange.run(model, K));
        }
    }

    @State(Scope.Benchmark)
    public static class ExchangeSimulated extends Exchange {
        /** {@code tuned} ({@link LogPSimulator}) or {@code plain} ({@link EventQueueSimulator}). */
        @Param({"tuned", "plain"})
        String simulator;

        Simulation.Kind kind;
        LogP model;
        LogPRun reference;
        SimulatedExchange last;

        @Setup(Level.Trial)
        public void setUp() {
            kind = Simulation.Kind.of(simulator);
            model = model(P, CapacityMode.CHECK);
            reference = model.run(new ExchangeProgram(K), RunOptions.defaults());
        }

        @TearDown(Level.Iteration)
        public void check() {
            SimulatorCheck.exchange(reference, last);
        }
    }

    /**
     * The floor under any emulator that runs one virtual thread per processor on the JDK's
     * scheduler and makes every processor but one wait once, as the broadcast's do: P virtual
     * threads created and started, each parks once, is unparked once and ends (as
     * {@link VirtualThreadFloor}, which times the two halves). A virtual thread drives them: the
     * thread that parks last wakes it, it unparks them all and waits, parked, for the last to end. Compare {@code threadFloor} with {@code broadcastSimulator} at the same P: an
     * emulator's ratio to the simulator cannot be below the floor's.
     */
    @State(Scope.Benchmark)
    public static class Floor {
        @Param({"1000", "10000", "100000"})
        int P;
    }

    @Benchmark
    public int threadFloor(Floor s) throws InterruptedException {
        Thread driver = Thread.ofVirtual().start(() -> floor(s.P));
        driver.join();
        return s.P;
    }

    /* Run by a virtual thread, as an emulator's threads are: its unparks go to its carrier's queue. */
    private static void floor(int p) {
        Thread driver = Thread.currentThread();
        AtomicInteger parked = new AtomicInteger();
        CountDownLatch ended = new CountDownLatch(p);
        Thread[] threads = new Thread[p];
        for (int i = 0; i < p; i++) {
            threads[i] = Thread.ofVirtual().start(() -> {
                if (parked.incrementAndGet() == p) {
                    LockSupport.unpark(driver);
                }
                LockSupport.park(); // may return early (the permit of the unpark below); harmless for a floor
                ended.countDown();
            });
        }
        while (parked.get() < p) {
            LockSupport.park();
        }
        for (Thread t : threads) {
            LockSupport.unpark(t);
        }
        try {
            ended.await();
        } catch (InterruptedException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * The floor under an emulator that starts each processor only when its first message comes
     * and never parks it, as the tree broadcasts' processors run since they say that they begin
     * by receiving: P virtual threads, each started by its parent in a binary tree (as a window's
     * processors are woken down one), starting its children and ending. A virtual thread drives
     * them and parks until the last one ends. {@code SimulatorRatios} leaves it out of its table.
     */
    @Benchmark
    public int startFloor(Floor s) throws InterruptedException {
        Thread driver = Thread.ofVirtual().start(() -> {
            Thread self = Thread.currentThread();
            AtomicInteger left = new AtomicInteger(s.P);
            startTree(0, s.P, left, self);
            while (left.get() > 0) {
                LockSupport.park();
            }
        });
        driver.join();
        return s.P;
    }

    private static void startTree(int i, int p, AtomicInteger left, Thread driver) {
        Thread.ofVirtual().start(() -> {
            for (int child = 2 * i + 1; child <= 2 * i + 2 && child < p; child++) {
                startTree(child, p, left, driver);
            }
            if (left.decrementAndGet() == 0) {
                LockSupport.unpark(driver);
            }
        });
    }

    @Benchmark
    public long broadcastEmulator(BroadcastEmulated s) {
        s.last = TreeBroadcast.run(s.model, s.tree, DATUM, s.options, s.first);
        return s.last.time();
    }

    @Benchmark
    public long broadcastSimulator(BroadcastSimulated s) {
        s.last = SimulatedBroadcast.run(s.model, s.tree, s.kind);
        return s.last.time();
    }

    @Benchmark
    public long exchangeEmulator(ExchangeEmulated s) {
        s.last = s.model.run(s.program, s.options, s.hints);
        return s.last.result().makespan();
    }

    @Benchmark
    public long exchangeSimulator(ExchangeSimulated s) {
        s.last = SimulatedExchange.run(s.model, s.K, false, s.kind);
        return s.last.simulator().makespan();
    }
}
