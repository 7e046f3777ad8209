package org.pcmemu.harness;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.pcmemu.models.Bound;
import org.pcmemu.algorithms.bsp.broadcast.BspBroadcast;
import org.pcmemu.algorithms.bsp.broadcast.BspBroadcastKind;
import org.pcmemu.algorithms.bsp.broadcast.BspBroadcastReport;
import org.pcmemu.algorithms.bsp.broadcast.KaryReplicationBroadcast;
import org.pcmemu.algorithms.dbsp.broadcast.DBspBroadcastKind;
import org.pcmemu.algorithms.dbsp.broadcast.DBspBroadcastReport;
import org.pcmemu.algorithms.dbsp.broadcast.DBspRootBroadcast;
import org.pcmemu.algorithms.hpram.broadcast.HPramBroadcast;
import org.pcmemu.algorithms.hpram.broadcast.HPramBroadcastKind;
import org.pcmemu.algorithms.hpram.broadcast.HPramBroadcastReport;
import org.pcmemu.algorithms.hpram.broadcast.HeywoodRankaBroadcast;
import org.pcmemu.algorithms.logp.broadcast.BroadcastAlgorithm;
import org.pcmemu.algorithms.logp.broadcast.BroadcastReport;
import org.pcmemu.emulator.InvalidParameterException;
import org.pcmemu.emulator.BarrierRunResult;
import org.pcmemu.models.bsp.Bsp;

/**
 * The registry's broadcasts from processor 0: one datum on LogP and postal (Karp, Sahay, Santos,
 * Schauser), n words on BSP (the lecture notes "Broadcasting" on BSP), one item on the H-PRAM
 * and the D-BSP (Juurlink et al. 2003).
 */
final class Broadcasts {
    static final Problem PROBLEM = new Problem("broadcast",
            "one datum (LogP, postal, H-PRAM, D-BSP) or n words (BSP) from processor 0 to all",
            List.of("LogP and postal: processor 0 holds one datum at time 0; the run ends when all P processors have"
                            + " it. The measured time is set against B(P), the optimal broadcast time of Karp, Sahay,"
                            + " Santos and Schauser (TR Theorem 3.1): the optimal algorithm must equal it, the"
                            + " baselines can be no faster.",
                    "BSP: processor 0 holds an n-word message (--words); the cost is the sum of the supersteps'"
                            + " costs, set against the broadcasting notes' formula for each algorithm, which it must"
                            + " equal: flat (Algorithm 1), binary (2), kary (3, with --k), best (3 with the cheapest"
                            + " k) and two-phase (4).",
                    "H-PRAM and D-BSP (Juurlink et al. 2003): processor 0 knows one item, also in memory cell 0 on"
                            + " the H-PRAM; ROOT (Algorithm 3.1, Theorem 3.3) is set against Theorem 3.2's or 3.3's"
                            + " bound, the baselines against their exact recurrences. --latency (and --bandwidth for"
                            + " dbsp) take log, log/loglog, log^2, sqrt, k^E, a number or an expression in k;"
                            + " heywood-ranka takes a fixed --k."),
            List.of("pcmemu run broadcast --P 8                      (the papers' figure: 24)",
                    "pcmemu run broadcast --model bsp --p 64 --algorithm kary --k 8   (16)",
                    "pcmemu run broadcast --model hpram --p 65536 --latency sqrt",
                    "pcmemu run broadcast --model dbsp --p 256 --latency log --bandwidth log"));

    private static final Parameter WORDS = Parameter.withDefault("words", 1, 1,
            "length of the broadcast message in words");

    private Broadcasts() {
    }

    static void register(List<Algorithm> all) {
        logPBroadcasts(all);
        bspBroadcasts(all);
        localityBroadcasts(all);
    }

    private static void logPBroadcasts(List<Algorithm> all) {
        for (BroadcastAlgorithm a : BroadcastAlgorithm.values()) {
            all.add(new Algorithm("broadcast", a.label(), Runs.LOGP_FAMILY, List.of(), switch (a) {
                case OPTIMAL -> "the universal optimal tree (TR Theorem 3.1): equals B(P)";
                case FLAT -> "the root sends to every other processor in turn: at least B(P)";
                case BINOMIAL -> "the binomial tree: at least B(P)";
            }, (m, p, o) -> {
                BroadcastReport r = BroadcastReport.run(m.logP(), a, o);
                return Runs.report("broadcast", m, a.label(), p, r.measured(), r.bound(), r.run(),
                        Runs.figures("closedForm", r.closedForm()), details(r));
            }, switch (a) { // docs/algorithms.md, "Under a latency spread"
                case OPTIMAL -> SpreadClaim.AT_MOST;
                case FLAT, BINOMIAL -> SpreadClaim.none("a latency below L can make it faster than B(P) for"
                        + " latency L");
            }));
        }
    }

    /* B(P)'s closed form and the sum of times beside it, and when each processor got the datum. */
    private static RunDetails details(BroadcastReport r) {
        List<RunDetails.Figure> figures = List.of(
                new RunDetails.Figure("closedFormBound", "closed form", r.closedForm(), "cycles",
                        "upper bound on B(P): TR Theorem 3.3"),
                new RunDetails.Figure("sumOfInformationTimes", "sum of times", r.sumOfTimes(), "cycles",
                        "sum of information times: TR Definition 3.7"));
        return new RunDetails(Map.of(), Map.of(), figures, List.of(), null, null,
                new RunDetails.PerProcessor("informationTimes", "information times (cycles)", r.informationTimes()));
    }

    private static void bspBroadcasts(List<Algorithm> all) {
        Parameter k = Parameter.required("k", 2, "the replication parameter");
        List<BspBroadcastKind> kinds = new ArrayList<>(List.of(BspBroadcastKind.values()));
        kinds.remove(BspBroadcastKind.BEST);
        kinds.add(0, BspBroadcastKind.BEST); // the first is run's default: the cheapest k-ary broadcast
        for (BspBroadcastKind kind : kinds) {
            all.add(new Algorithm("broadcast", kind.label(), EnumSet.of(ModelKind.BSP),
                    kind.takesK() ? List.of(k, WORDS) : List.of(WORDS),
                    kind.help() + " (BSP broadcasting notes): equals the notes' cost", (m, p, o) -> {
                        Bsp model = m.bsp();
                        int n = whole(p, "words");
                        BspBroadcast algorithm = fitting(kind, model, n, kind.takesK() ? whole(p, "k") : 0);
                        BspBroadcastReport r = Runs.fitting(() -> BspBroadcastReport.run(model, algorithm, n, o));
                        Map<String, Number> figures = Runs.figures("wordsSent", r.run().result().words());
                        Map<String, Object> shown = new LinkedHashMap<>();
                        if (r.algorithm() instanceof KaryReplicationBroadcast kary) {
                            figures.put("k", kary.k()); // the k that best chose, or the given one
                            shown.put("k", (long) kary.k());
                        }
                        shown.put("words", (long) n);
                        RunDetails details = new RunDetails(shown, Map.of(), List.of(
                                new RunDetails.Figure("wordsSent", "words sent", r.run().result().words(), "",
                                        "emulated: words in all messages")), List.of(), null,
                                new RunDetails.Supersteps(RunDetails.Supersteps.pricing(model.convention()),
                                        r.supersteps()), null);
                        return Runs.report("broadcast", m, kind.label(), p, r.measured(), r.bound(), r.run().result(),
                                figures, details);
                    }));
        }
    }

    /*
     * The algorithm, once its bound is known to fit in a long: the notes' formula is exact, so
     * then the run's cost fits too. "best" skips the k whose cost does not fit.
     */
    private static BspBroadcast fitting(BspBroadcastKind kind, Bsp model, int n, int k) {
        try {
            BspBroadcast broadcast = kind.create(model, n, k);
            broadcast.bound(model, n);
            return broadcast;
        } catch (ArithmeticException e) {
            throw new InvalidParameterException("the broadcast's cost on " + model + " with words " + n
                    + " does not fit in 64-bit model time; choose a smaller g, L or words");
        }
    }

    private static void localityBroadcasts(List<Algorithm> all) {
        for (HPramBroadcastKind kind : HPramBroadcastKind.values()) {
            all.add(new Algorithm("broadcast", kind.label(), EnumSet.of(ModelKind.HPRAM), kind.takesK()
                    ? List.of(Parameter.optional("k", 2, "the fixed group size (default 2^ceil(sqrt(ceil(log p))))"))
                    : List.of(), kind.help(), (m, p, o) -> {
                        var model = m.hPram();
                        HPramBroadcast a = kind.create(model, p.containsKey("k") ? whole(p, "k") : null);
                        HPramBroadcastReport r = locality(() -> HPramBroadcastReport.run(model, a, o));
                        List<RunDetails.Figure> sums = sums(r.predicted(),
                                new RunDetails.Figure("theorem32", "Theorem 3.2", r.theorem32(), "cycles",
                                        "ROOT's upper bound as the paper states it (Eq. (3.1) at p = 2^(2^k);"
                                                + " see docs/algorithms.md)"),
                                new RunDetails.Figure("lowerBound", "Theorem 4.6 sum", r.lowerBound(), "cycles",
                                        "lower bound Omega(sum_i 2^i l(p^(1/2^i))): constant unknown, not checked"));
                        Map<String, Object> shown = a instanceof HeywoodRankaBroadcast hr
                                ? Map.of("k", (long) hr.k()) : Map.of();
                        return locality(m, kind.label(), p, r.measured(), r.bound(), r.run().result(), shown, sums);
                    }));
        }
        for (DBspBroadcastKind kind : DBspBroadcastKind.values()) {
            all.add(new Algorithm("broadcast", kind.label(), EnumSet.of(ModelKind.DBSP), List.of(), kind.help(),
                    (m, p, o) -> {
                        DBspBroadcastReport r = locality(() -> DBspBroadcastReport.run(m.dBsp(), kind.create(), o));
                        List<RunDetails.Figure> sums = sums(r.predicted(),
                                new RunDetails.Figure("theorem33", "Theorem 3.3", r.theorem33(), "cycles",
                                        "ROOT's upper bound: Eq. (3.1) with max{l, g} at p = 2^(2^k), else Theorem"
                                                + " 3.2's ceiling form"),
                                new RunDetails.Figure("lowerBound", "Theorem 4.7 sum", r.lowerBound(), "cycles",
                                        "lower bound Omega(sum_i 2^i max{l, g}(p^(1/2^i))): constant unknown, not"
                                                + " checked"));
                        if (kind == DBspBroadcastKind.ROOT) {
                            sums.add(new RunDetails.Figure("halvings", "halvings",
                                    (long) DBspRootBroadcast.topHalvings(r.model()), "", "halvings ROOT makes at the"
                                            + " top, chosen by its cost recurrence (1/2 log p at p = 2^(2^k))"));
                        }
                        return locality(m, kind.label(), p, r.measured(), r.bound(), r.run().result(), Map.of(), sums);
                    }));
        }
    }

    /* The paper's figures of an H-PRAM or D-BSP run: the recurrence's cost, the theorem's bound, the lower bound. */
    private static List<RunDetails.Figure> sums(long recurrence, RunDetails.Figure theorem, RunDetails.Figure lower) {
        return new ArrayList<>(List.of(new RunDetails.Figure("recurrence", "recurrence", recurrence, "cycles",
                "this implementation's exact cost, from its recurrence"), theorem, lower));
    }

    /*
     * An H-PRAM or D-BSP run's report: the paper's figures and the k shown (compare's figures),
     * then the steps and partitions the run took.
     */
    private static Report locality(Machine m, String name, Map<String, Long> parameters, long measured, Bound bound,
                                   BarrierRunResult result, Map<String, Object> shown, List<RunDetails.Figure> sums) {
        Map<String, Number> figures = new LinkedHashMap<>();
        sums.forEach(f -> figures.put(f.key(), f.value()));
        shown.forEach((key, value) -> figures.put(key, (Number) value));
        List<RunDetails.Figure> all = new ArrayList<>(sums);
        boolean hPram = m.kind() == ModelKind.HPRAM;
        all.add(new RunDetails.Figure(hPram ? "pricedSteps" : "subMachineSupersteps",
                hPram ? "priced steps" : "supersteps", (long) result.stepList().size(), "", hPram
                        ? "emulated: priced steps of all sub-machines (Juurlink et al. section 2.1)"
                        : "emulated: supersteps of all sub-machines"));
        all.add(new RunDetails.Figure("partitions", "partitions", (long) result.partitions().size(), "",
                "emulated: partition instructions, deepest level " + result.maxDepth()));
        return Runs.report("broadcast", m, name, parameters, measured, bound, result, figures,
                RunDetails.of(shown, all));
    }

    /* A cost beyond 64 bits (huge latencies) is bad input, not a failed run. */
    private static <T> T locality(Supplier<T> run) {
        try {
            return run.get();
        } catch (ArithmeticException e) {
            throw new InvalidParameterException("the broadcast's cost does not fit in 64-bit model time; choose"
                    + " smaller latency functions");
        }
    }

    /* A parameter the algorithms take as an int: k, words. */
    private static int whole(Map<String, Long> parameters, String name) {
        long value = parameters.get(name);
        if (value > Integer.MAX_VALUE) {
            throw new InvalidParameterException(name + " must be at most " + Integer.MAX_VALUE + ", got " + value);
        }
        return (int) value;
    }
}
