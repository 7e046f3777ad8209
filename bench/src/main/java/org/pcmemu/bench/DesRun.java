package org.pcmemu.bench;

import java.util.Locale;
import org.pcmemu.algorithms.logp.broadcast.BroadcastBounds;
import org.pcmemu.algorithms.logp.broadcast.BroadcastTree;
import org.pcmemu.models.logp.LogP;

/**
 * One run of a sequential simulator, the tuned {@link LogPSimulator} or the plain
 * {@link EventQueueSimulator}, as a whole process, to compare with the emulator's command line:
 * {@code DesRun P [--model L,o,g] [--workload broadcast|exchange] [--K K] [--runs N]
 * [--simulator tuned|plain]}. The broadcast is the optimal one (tree built, simulated, cost checked
 * against B(P), as {@code ./pcmemu run broadcast --model logp --P N --L 6 --o 2 --g 4} does with
 * the emulator); the exchange is {@link ExchangeProgram}'s (K defaults to P - 1). Prints the
 * cost and the wall times; exits with status 1 if the cost is not the expected one, 2 on bad
 * arguments.
 *
 * <p>How to run (from the repository root, after building bench):
 * <pre>
 *   . scripts/find-jdk.sh
 *   /usr/bin/time -v "$JAVA_HOME/bin/java" -cp bench/target/benchmarks.jar org.pcmemu.bench.DesRun 1000000
 * </pre>
 */
public final class DesRun {
    private static final String USAGE = "usage: DesRun P [--model L,o,g] [--workload broadcast|exchange] [--K K]"
            + " [--runs N] [--simulator tuned|plain]\n  defaults: L,o,g = 6,2,4; broadcast; K = P - 1; 1 run; tuned";

    private DesRun() {
    }

    public static void main(String[] args) {
        LogP model;
        boolean broadcast = true;
        int k = -1;
        int runs = 1;
        Simulation.Kind kind = Simulation.Kind.TUNED;
        try {
            if (args.length == 0) {
                throw new IllegalArgumentException("P is missing");
            }
            int p = ScaleArguments.parseInt("P", args[0]);
            long[] log = {6, 2, 4};
            for (int i = 1; i < args.length; i++) {
                switch (args[i]) {
                    case "--model" -> log = ScaleArguments.parseModel(ScaleArguments.value(args, ++i));
                    case "--workload" -> broadcast = workload(ScaleArguments.value(args, ++i));
                    case "--K" -> k = ScaleArguments.parseInt("K", ScaleArguments.value(args, ++i));
                    case "--runs" -> runs = ScaleArguments.parseInt("runs", ScaleArguments.value(args, ++i));
                    case "--simulator" -> kind = Simulation.Kind.of(ScaleArguments.value(args, ++i));
                    default -> throw new IllegalArgumentException("unknown argument '" + args[i] + "'");
                }
            }
            model = new LogP(p, log[0], log[1], log[2]);
            if (runs < 1) {
                throw new IllegalArgumentException("--runs must be at least 1, got " + runs);
            }
            if (k != -1 && (k < 1 || k >= p)) {
                throw new IllegalArgumentException("--K must be between 1 and P - 1 = " + (p - 1) + ", got " + k);
            }
        } catch (IllegalArgumentException e) {
            ScaleArguments.refuse("DesRun", e.getMessage(), USAGE);
            return;
        }
        int perProcessor = k < 0 ? model.P() - 1 : k;
        boolean ok = true;
        for (int r = 1; r <= runs; r++) {
            System.out.printf(Locale.ROOT, "%srun %d of %d%n", r > 1 ? "\n" : "", r, runs);
            ok &= broadcast ? broadcast(model, kind) : exchange(model, perProcessor, kind);
        }
        System.exit(ok ? 0 : 1);
    }

    private static String name(Simulation.Kind kind) {
        return kind.name().toLowerCase(Locale.ROOT);
    }

    private static boolean workload(String name) {
        return switch (name) {
            case "broadcast" -> true;
            case "exchange" -> false;
            default -> throw new IllegalArgumentException("--workload is broadcast or exchange, got '" + name + "'");
        };
    }

    private static boolean broadcast(LogP model, Simulation.Kind kind) {
        long start = System.nanoTime();
        BroadcastTree tree = BroadcastTree.optimal(model.P(), model.L(), model.o(), model.g());
        long built = System.nanoTime();
        SimulatedBroadcast b = SimulatedBroadcast.run(model, tree, kind);
        long simulated = System.nanoTime();
        long bound = BroadcastBounds.optimalTime(model.P(), model.L(), model.o(), model.g());
        long sum = 0;
        for (long t : b.informationTimes()) {
            sum += t;
        }
        System.out.printf(Locale.ROOT, "simulated optimal broadcast on %s (%s simulator)%n", model, name(kind));
        System.out.printf(Locale.ROOT, "  measured      %d cycles%n  bound         %d cycles, B(P): %s%n", b.time(), bound,
                b.time() == bound ? "equals" : "DIFFERS");
        System.out.printf(Locale.ROOT, "  sum of times  %d cycles%n  messages      %d%n", sum, b.simulator().messages());
        System.out.printf(Locale.ROOT, "  wall time     %.1f ms tree, %.1f ms simulation%n", (built - start) / 1e6,
                (simulated - built) / 1e6);
        return b.time() == bound;
    }

    private static boolean exchange(LogP model, int perProcessor, Simulation.Kind kind) {
        long start = System.nanoTime();
        SimulatedExchange x = SimulatedExchange.run(model, perProcessor, false, kind);
        long simulated = System.nanoTime();
        long expected = ExchangeProgram.gapBoundMakespan(model, perProcessor);
        long makespan = x.simulator().makespan();
        System.out.printf(Locale.ROOT, "simulated exchange of K = %d on %s (%s simulator)%n", perProcessor, model,
                name(kind));
        System.out.printf(Locale.ROOT, "  makespan      %d cycles%s%n  messages      %d%n", makespan,
                expected < 0 ? "" : ", 2(K-1)g + 2o = " + expected + (expected == makespan ? "" : ": DIFFERS"),
                x.simulator().messages());
        System.out.printf(Locale.ROOT, "  wall time     %.1f ms simulation%n", (simulated - start) / 1e6);
        return expected < 0 || expected == makespan;
    }
}
