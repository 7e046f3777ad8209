package org.pcmemu.bench;

import java.util.List;
import java.util.Locale;
import org.pcmemu.algorithms.logp.broadcast.BroadcastTree;
import org.pcmemu.algorithms.logp.broadcast.TreeBroadcast;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.emulator.WindowRunResult;
import org.pcmemu.models.logp.CapacityMode;
import org.pcmemu.models.logp.LogP;
import org.pcmemu.models.logp.LogPRun;

/**
 * Runs the emulator and a {@link Simulation} (the tuned {@link LogPSimulator} or the plain
 * {@link EventQueueSimulator}) on the same program and machine and requires the same model times, exactly: every processor's finish time (and, for a broadcast, information
 * time), the makespan and the number of messages. {@link SimulatorBenchmark} checks every trial
 * with it; {@link #main} checks the benchmarks' workloads and a grid of small machines.
 *
 * <p>The simulators have no capacity rule, so a run under {@code capacity=enforce} is compared only
 * if no send stalled; the benchmarks' workloads never stall (checked: they are compared in both
 * modes and must not stall).
 *
 * <p>How to run: {@code java -cp bench/target/benchmarks.jar org.pcmemu.bench.SimulatorCheck [P ...]}
 * (default P = 1000 10000 100000 for the optimal broadcast; the exchange is P = 1000, K = 999; both simulators).
 */
public final class SimulatorCheck {
    private static final Object DATUM = new Object();
    private static final List<long[]> GRID_MACHINES = List.of(
            new long[] {6, 2, 4}, new long[] {1, 0, 1}, new long[] {5, 0, 1}, new long[] {0, 1, 0},
            new long[] {5, 3, 1}, new long[] {3, 1, 0}, new long[] {10, 1, 3}, new long[] {2, 2, 2},
            new long[] {5, 0, 0});
    private static final int[] GRID_P = {1, 2, 3, 7, 50, 200};

    private SimulatorCheck() {
    }

    /** The emulated broadcast's model times, or throws with the first difference. */
    public static void broadcast(TreeBroadcast.Outcome emulated, SimulatedBroadcast simulated) {
        String what = "broadcast on " + emulated.run().model();
        requireNoStall(what, emulated.run());
        same(what, "information time", emulated.informationTimes(), simulated.informationTimes());
        same(what, emulated.run().result(), simulated.simulator());
    }

    /** The emulated exchange's model times, or throws with the first difference. */
    public static void exchange(LogPRun emulated, SimulatedExchange simulated) {
        String what = "exchange on " + emulated.model();
        requireNoStall(what, emulated);
        same(what, emulated.result(), simulated.simulator());
    }

    /** Emulates and simulates ({@code kind}) the broadcast along {@code tree}, compares; returns the simulated run. */
    public static SimulatedBroadcast broadcast(LogP model, BroadcastTree tree, Simulation.Kind kind) {
        SimulatedBroadcast simulated = SimulatedBroadcast.run(model, tree, kind);
        broadcast(TreeBroadcast.run(model, tree, DATUM, RunOptions.defaults()), simulated);
        return simulated;
    }

    /** Emulates and simulates ({@code kind}) the exchange, compares; returns the simulated run. */
    public static SimulatedExchange exchange(LogP model, int perProcessor, Simulation.Kind kind) {
        SimulatedExchange simulated = SimulatedExchange.run(model, perProcessor, false, kind);
        exchange(model.run(new ExchangeProgram(perProcessor), RunOptions.defaults()), simulated);
        return simulated;
    }

    private static void requireNoStall(String what, LogPRun run) {
        if (run.capacity().stalledSends() > 0) {
            throw new IllegalStateException(what + ": " + run.capacity().stalledSends()
                    + " sends stalled for capacity, which the simulator does not model");
        }
    }

    private static void same(String what, WindowRunResult emulated, Simulation simulated) {
        same(what, "finish time", emulated.finishTimes(), simulated.finishTimes());
        if (emulated.makespan() != simulated.makespan() || emulated.messages() != simulated.messages()
                || emulated.undelivered() != 0) {
            throw new IllegalStateException(what + ": emulator makespan " + emulated.makespan() + ", "
                    + emulated.messages() + " messages (" + emulated.undelivered() + " undelivered); simulator "
                    + simulated.makespan() + ", " + simulated.messages());
        }
    }

    private static void same(String what, String quantity, long[] emulated, long[] simulated) {
        if (emulated.length != simulated.length) {
            throw new IllegalStateException(what + ": " + emulated.length + " emulated " + quantity + "s, "
                    + simulated.length + " simulated");
        }
        for (int p = 0; p < emulated.length; p++) {
            if (emulated[p] != simulated[p]) {
                throw new IllegalStateException(what + ": processor " + p + "'s " + quantity + " is " + emulated[p]
                        + " emulated, " + simulated[p] + " simulated");
            }
        }
    }

    public static void main(String[] args) {
        int[] sizes = args.length == 0 ? new int[] {1000, 10000, 100000} : new int[args.length];
        try {
            for (int i = 0; i < args.length; i++) {
                sizes[i] = ScaleArguments.parseInt("P", args[i]);
                if (sizes[i] < 2) {
                    throw new IllegalArgumentException("P must be at least 2, got " + sizes[i]);
                }
            }
        } catch (IllegalArgumentException e) {
            ScaleArguments.refuse("SimulatorCheck", e.getMessage(), "usage: SimulatorCheck [P ...]   (default: 1000 10000 100000)");
            return;
        }
        for (Simulation.Kind kind : Simulation.Kind.values()) {
            String simulator = kind.name().toLowerCase(Locale.ROOT);
            for (String capacity : new String[] {"check", "enforce"}) {
                CapacityMode mode = CapacityMode.of(capacity);
                for (int p : sizes) {
                    LogP model = new LogP(p, 6, 2, 4, mode);
                    long start = System.nanoTime();
                    SimulatedBroadcast b = broadcast(model, BroadcastTree.optimal(p, 6, 2, 4), kind);
                    System.out.printf(Locale.ROOT, "%-5s optimal broadcast %-45s same times, B(P) = %d cycles (%.0f ms both)%n",
                            simulator, model, b.time(), (System.nanoTime() - start) / 1e6);
                }
                LogP model = new LogP(1000, 6, 2, 4, mode);
                SimulatedExchange x = exchange(model, 999, kind);
                System.out.printf(Locale.ROOT, "%-5s exchange K = 999   %-45s same times, makespan %d cycles%n", simulator,
                        model, x.simulator().makespan());
            }
            System.out.printf(Locale.ROOT, "%-5s grid: %d runs compared under capacity=check (exchanges: and the receive order),"
                    + " all the same%n", simulator, grid(kind));
        }
    }

    /**
     * The exchange, also comparing the order in which every processor received its senders (times
     * alone cannot tell: tied arrivals give the same times in either order; L = 5, o = g = 0 ties
     * all of them, so the order must follow the sender ids).
     */
    private static void orderedExchange(LogP model, int perProcessor, Simulation.Kind kind) {
        long[] order = new long[model.P()];
        LogPRun emulated = model.run(p -> {
            int n = p.processors();
            for (int k = 1; k <= perProcessor; k++) {
                p.send((p.id() + k) % n, DATUM);
            }
            long digest = 0;
            for (int k = 0; k < perProcessor; k++) {
                digest = SimulatedExchange.foldSender(digest, p.receive().from());
            }
            order[p.id()] = digest;
        }, RunOptions.defaults());
        SimulatedExchange simulated = SimulatedExchange.run(model, perProcessor, true, kind);
        exchange(emulated, simulated);
        same("exchange on " + model, "order of senders", order, simulated.senderOrder());
    }

    /** Small machines, three trees and five K per P, under capacity=check, on {@code kind}; returns the runs compared. */
    static int grid(Simulation.Kind kind) {
        int runs = 0;
        for (long[] m : GRID_MACHINES) {
            for (int p : GRID_P) {
                LogP model = new LogP(p, m[0], m[1], m[2], CapacityMode.CHECK);
                for (BroadcastTree tree : List.of(BroadcastTree.optimal(p, m[0], m[1], m[2]), BroadcastTree.binomial(p),
                        BroadcastTree.flat(p))) {
                    broadcast(model, tree, kind);
                    runs++;
                }
                for (int k : new int[] {0, 1, 2, p / 2, p - 1}) {
                    if (k < p) {
                        orderedExchange(model, k, kind);
                        runs++;
                    }
                }
            }
        }
        return runs;
    }
}
