package org.pcmemu.harness;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import org.pcmemu.algorithms.Bound;
import org.pcmemu.algorithms.bsp.broadcast.BspBroadcastKind;
import org.pcmemu.algorithms.bsp.broadcast.BspBroadcastReport;
import org.pcmemu.algorithms.bsp.broadcast.KaryReplicationBroadcast;
import org.pcmemu.algorithms.dbsp.broadcast.DBspBroadcastKind;
import org.pcmemu.algorithms.dbsp.broadcast.DBspBroadcastReport;
import org.pcmemu.algorithms.dbsp.broadcast.DBspRootBroadcast;
import org.pcmemu.algorithms.fft.FftAlgorithm;
import org.pcmemu.algorithms.fft.FftLayout;
import org.pcmemu.algorithms.fft.FftProblem;
import org.pcmemu.algorithms.fft.FftReport;
import org.pcmemu.algorithms.hpram.broadcast.HPramBroadcast;
import org.pcmemu.algorithms.hpram.broadcast.HPramBroadcastKind;
import org.pcmemu.algorithms.hpram.broadcast.HPramBroadcastReport;
import org.pcmemu.algorithms.hpram.broadcast.HeywoodRankaBroadcast;
import org.pcmemu.algorithms.logp.alltoall.AllToAllBounds;
import org.pcmemu.algorithms.logp.alltoall.AllToAllOrder;
import org.pcmemu.algorithms.logp.alltoall.AllToAllReport;
import org.pcmemu.algorithms.logp.broadcast.BroadcastAlgorithm;
import org.pcmemu.algorithms.logp.broadcast.BroadcastReport;
import org.pcmemu.algorithms.logp.combining.CombiningAlgorithm;
import org.pcmemu.algorithms.logp.combining.CombiningReport;
import org.pcmemu.algorithms.logp.kitem.ContinuousReport;
import org.pcmemu.algorithms.logp.kitem.KItemAlgorithm;
import org.pcmemu.algorithms.logp.kitem.KItemReport;
import org.pcmemu.algorithms.logp.summation.SummationAlgorithm;
import org.pcmemu.algorithms.logp.summation.SummationReport;
import org.pcmemu.emulator.InvalidParameterException;
import org.pcmemu.emulator.RunResult;
import org.pcmemu.models.bsp.Bsp;
import org.pcmemu.models.logp.CapacityReport;
import org.pcmemu.models.logp.LogPRun;

/**
 * The one registry of algorithms: every algorithm registers here once, with its problem, name,
 * models, parameters, help and runner. The command line's algorithm lists and help, {@code list},
 * {@code compare} and {@code sweep} all read it.
 */
public final class Registry {
    private static final Set<ModelKind> LOGP_FAMILY = EnumSet.of(ModelKind.LOGP, ModelKind.POSTAL);
    private static final Parameter WORDS = Parameter.withDefault("words", 1, 1,
            "length of the broadcast message in words");
    private static final List<Algorithm> ALL = List.copyOf(build());

    private Registry() {
    }

    public static List<Algorithm> all() {
        return ALL;
    }

    /** One line on each problem, for help and {@code list}. */
    private static final Map<String, String> DESCRIPTIONS = Map.of(
            "broadcast", "one datum (LogP, postal, H-PRAM, D-BSP) or n words (BSP) from processor 0 to all",
            "summation", "add n operands on P processors in least time (TR section 4)",
            "alltoall", "every processor sends k items to every other (TR section 5.1)",
            "allreduce", "every processor ends with the sum of all values (TR section 5)",
            "fft", "an n-point FFT under three data layouts (LogP paper section 4.1)",
            "kitem", "k items from one source to all, postal model (SPAA section 3)",
            "continuous", "an item created every step, broadcast in least delay (SPAA section 3)");

    /** The line on {@code problem} that help prints. */
    public static String description(String problem) {
        requireProblem(problem);
        return DESCRIPTIONS.get(problem);
    }

    /** The models {@code problem} runs on, in the models' order. */
    public static List<ModelKind> models(String problem) {
        requireProblem(problem);
        List<ModelKind> out = new ArrayList<>();
        for (ModelKind k : ModelKind.values()) {
            if (!algorithms(problem, k).isEmpty()) {
                out.add(k);
            }
        }
        return out;
    }

    /** The names of every algorithm parameter of {@code problem}, on any model, in registration order. */
    public static List<String> parameterNames(String problem) {
        Set<String> out = new LinkedHashSet<>();
        for (Algorithm a : ALL) {
            if (problem == null || a.problem().equals(problem)) {
                a.parameters().forEach(p -> out.add(p.name()));
            }
        }
        return List.copyOf(out);
    }

    /** The problems, in registration order: broadcast, summation, alltoall, allreduce, fft, kitem, continuous. */
    public static List<String> problems() {
        Set<String> out = new LinkedHashSet<>();
        ALL.forEach(a -> out.add(a.problem()));
        return List.copyOf(out);
    }

    /** The algorithms for {@code problem} on {@code kind}, in registration order (the first is the default). */
    public static List<Algorithm> algorithms(String problem, ModelKind kind) {
        List<Algorithm> out = new ArrayList<>();
        for (Algorithm a : ALL) {
            if (a.problem().equals(problem) && a.runsOn(kind)) {
                out.add(a);
            }
        }
        return out;
    }

    /** Their names: "optimal, flat, binomial". */
    public static List<String> names(String problem, ModelKind kind) {
        return algorithms(problem, kind).stream().map(Algorithm::name).toList();
    }

    /** Checks that {@code problem} is registered; the error lists the known ones. */
    public static void requireProblem(String problem) {
        if (!problems().contains(problem)) {
            throw new InvalidParameterException("unknown problem '" + problem + "'"
                    + Suggestions.didYouMean(problem, problems()) + " (known: " + String.join(", ", problems()) + ")");
        }
    }

    /** The algorithms of {@code problem} that run on {@code kind}; refuses a problem with none there. */
    public static List<Algorithm> requireAlgorithms(String problem, ModelKind kind) {
        requireProblem(problem);
        List<Algorithm> candidates = algorithms(problem, kind);
        if (candidates.isEmpty()) {
            throw new InvalidParameterException("no " + problem + " algorithm runs on the " + kind.label() + " model");
        }
        return candidates;
    }

    /** The algorithm {@code name} for {@code problem} on {@code kind}, or an error that lists the known ones. */
    public static Algorithm find(String problem, ModelKind kind, String name) {
        for (Algorithm a : requireAlgorithms(problem, kind)) {
            if (a.name().equals(name)) {
                return a;
            }
        }
        List<String> elsewhere = new ArrayList<>();
        for (ModelKind other : ModelKind.values()) {
            if (names(problem, other).contains(name)) {
                elsewhere.add(other.label());
            }
        }
        throw new InvalidParameterException("unknown " + problem + " algorithm '" + name + "' for the " + kind.label()
                + " model" + (elsewhere.isEmpty() ? Suggestions.didYouMean(name, names(problem, kind))
                        : " (it runs on " + String.join(", ", elsewhere) + ")")
                + " (known: " + String.join(", ", names(problem, kind)) + ")");
    }

    /** " (it takes k, words)", or " (it takes none)". */
    static String takes(Algorithm a) {
        List<String> names = a.parameters().stream().map(Parameter::name).toList();
        return " (it takes " + (names.isEmpty() ? "none" : String.join(", ", names)) + ")";
    }

    private static List<Algorithm> build() {
        List<Algorithm> all = new ArrayList<>();
        logPBroadcasts(all);
        bspBroadcasts(all);
        localityBroadcasts(all);
        for (SummationAlgorithm a : SummationAlgorithm.values()) {
            all.add(new Algorithm("summation", a.label(), LOGP_FAMILY,
                    List.of(Parameter.required("operands", 1, "operands to add (operand i is i + 1)")),
                    a == SummationAlgorithm.OPTIMAL
                            ? "the time-reversed optimal broadcast, least time T(n;P) (TR Theorem 4.1): equals"
                            : "binary-tree summation (LogP paper, Figure 4): at least T(n;P)",
                    (m, p, o) -> {
                        SummationReport r = SummationReport.run(m.logP(), a, p.get("operands"), i -> i + 1,
                                Long::sum, o);
                        return report("summation", m, a.label(), p, r.measured(), r.bound(), r.run(),
                                figures("algorithmBound", r.algorithmBound().value(), "processorsUsed",
                                        r.processorsUsed()));
                    }));
        }
        for (AllToAllOrder order : AllToAllOrder.values()) {
            all.add(new Algorithm("alltoall", order.label(), LOGP_FAMILY,
                    List.of(Parameter.withDefault("items", 1, 1, "items per processor, k")),
                    order == AllToAllOrder.STAGGERED
                            ? "staggered order (TR section 5.1): L+2o+g(k(P-1)-1) where reachable"
                            : "naive order, everyone to 0 first, then 1, ...: at least the TR's time",
                    (m, p, o) -> {
                        AllToAllReport r = AllToAllReport.run(m.logP(), order, Math.toIntExact(p.get("items")), o);
                        return report("alltoall", m, order.label(), p, r.measured(), r.bound(), r.run(),
                                figures("scheduleBound", r.scheduleBound().value(), "lowerBound",
                                        r.lowerBound().value(), "receiveDelay", r.receiveDelay(), "period",
                                        AllToAllBounds.period(r.model().P(), r.itemsPerProcessor(), r.model().L(),
                                                r.model().o(), r.model().g())));
                    }));
        }
        for (CombiningAlgorithm a : CombiningAlgorithm.values()) {
            all.add(new Algorithm("allreduce", a.label(), LOGP_FAMILY, List.of(),
                    a == CombiningAlgorithm.FIBONACCI
                            ? "combining broadcast (TR Theorem 5.1): exact in the postal model with P = f_T"
                            : "optimal reduction, then optimal broadcast: 2 B(P) if g <= 2(L + 2o), else at most"
                                    + " 2 B(P) + g",
                    (m, p, o) -> {
                        CombiningReport r = CombiningReport.run(m.logP(), a, i -> (long) i + 1, Long::sum, o);
                        return report("allreduce", m, a.label(), p, r.measured(), r.bound(), r.run(),
                                figures("lowerBound", r.lowerBound().value()));
                    }));
        }
        ffts(all);
        kItemBroadcasts(all);
        return all;
    }

    private static void ffts(List<Algorithm> all) {
        Parameter points = Parameter.required("points", 1, "n, a power of two (hybrid: at least P^2)");
        Parameter c = Parameter.withDefault("c", 1, 0, "cycles per butterfly node");
        Parameter local = Parameter.withDefault("local", 0, 0, "cycles of local work per point in the remap");
        Parameter seed = Parameter.withDefault("seed", 1, 0, "seed of the random input");
        for (FftAlgorithm a : FftAlgorithm.values()) {
            String help = switch (a) {
                case HYBRID_STAGGERED -> "hybrid layout, staggered remap (LogP paper section 4.1): g(n/P - n/P^2) + L";
                case HYBRID_NAIVE -> "hybrid layout, naive remap, everyone to 0 first: at least the paper's time";
                case CYCLIC -> "cyclic layout, log P exchanges: (n/P) log n + (g n/P + L) log P";
                case BLOCKED -> "blocked layout, log P exchanges: (n/P) log n + (g n/P + L) log P";
            };
            all.add(new Algorithm("fft", a.label(), LOGP_FAMILY, a.layout() == FftLayout.HYBRID
                    ? List.of(points, c, local, seed) : List.of(points, c, seed), help,
                    (m, p, o) -> fftReport(m, p, fitting(() -> FftReport.run(m.logP(), problem(m, p), a, o)))));
            all.add(new Algorithm("fft", a.label(), EnumSet.of(ModelKind.BSP), List.of(points, c, seed),
                    a.layout() == FftLayout.HYBRID
                            ? "hybrid layout, remap as one h-relation (" + a.order().label() + " order): equals"
                            : help.substring(0, help.indexOf(':')) + " as h-relations: equals",
                    (m, p, o) -> fftReport(m, p, fitting(() -> FftReport.run(m.bsp(), problem(m, p), a, o)))));
        }
    }

    private static FftProblem problem(Machine m, Map<String, Long> p) {
        return new FftProblem(Math.toIntExact(Math.min(Integer.MAX_VALUE, p.get("points"))), m.processors(),
                p.get("c"), p.getOrDefault("local", 0L), p.get("seed"));
    }

    private static Report fftReport(Machine m, Map<String, Long> p, FftReport r) {
        Map<String, Number> figures = figures("compute", r.compute().measured(), "computeBound",
                r.compute().bound().value(), r.communicationName(), r.communication().measured(),
                r.communicationName() + "Bound", r.communication().bound().value(), "scheduleBound",
                r.schedule().value(), "maxError", r.maxError());
        if (r.logP() != null) {
            figures.put("period", r.period());
            figures.put("receiveDelay", r.delay());
            return report("fft", m, r.algorithm().label(), p, r.measured(), r.bound(), r.logP(), figures);
        }
        return report("fft", m, r.algorithm().label(), p, r.measured(), r.bound(), r.result(), figures);
    }

    /* SPAA section 3: k items from one source, and continuous broadcast; the postal model only. */
    private static void kItemBroadcasts(List<Algorithm> all) {
        Set<ModelKind> postal = EnumSet.of(ModelKind.POSTAL);
        for (KItemAlgorithm a : KItemAlgorithm.values()) {
            all.add(new Algorithm("kitem", a.label(), postal,
                    List.of(Parameter.withDefault("items", 1, 1, "items to broadcast, k")), switch (a) {
                        case OPTIMAL -> "continuous phase and endgame (SPAA Theorem 3.2): equals Theorem 3.1 where"
                                + " reached, else at most its plan";
                        case SINGLE_SENDING -> "each item leaves the source once (SPAA Theorem 3.7): at most"
                                + " B(P-1) + 2L + k - 2";
                        case BUFFERED -> "single-sending, buffered model (SPAA Theorem 3.8): equals"
                                + " L + B(P-1) + k - 1";
                        case SEQUENTIAL -> "k optimal one-item broadcasts in turn: at least Theorem 3.1";
                        case PIPELINED -> "a pipeline along a fixed tree of fan-out 2: at least Theorem 3.1";
                    }, (m, p, o) -> {
                        KItemReport r = KItemReport.run(m.logP(), a, KItemReport.items(p.get("items")), o);
                        return report("kitem", m, a.label(), p, r.measured(), r.bound(), r.run(),
                                figures("lowerBound", r.lowerBound().value(), "theorem31", r.theorem31(),
                                        "singleSendingBound", r.singleSendingBound(), "upperBound",
                                        r.upperBound().value(), "scheduleBound", r.scheduleBound().value(),
                                        "largestBuffer", r.largestBuffer()));
                    }));
        }
        all.add(new Algorithm("continuous", "block-cyclic", postal,
                List.of(Parameter.withDefault("items", 40, 1, "items created, one per step")),
                "block-cyclic schedule (SPAA Theorem 3.3): largest delay equals L + B(P-1) where one is found",
                (m, p, o) -> {
                    ContinuousReport r = ContinuousReport.run(m.logP(), KItemReport.items(p.get("items")), o);
                    return report("continuous", m, "block-cyclic", p, r.measured(), r.bound(), r.run(),
                            figures("fibonacciT", r.fibonacciT()));
                }));
    }

    private static void logPBroadcasts(List<Algorithm> all) {
        for (BroadcastAlgorithm a : BroadcastAlgorithm.values()) {
            all.add(new Algorithm("broadcast", a.label(), LOGP_FAMILY, List.of(), switch (a) {
                case OPTIMAL -> "the universal optimal tree (TR Theorem 3.1): equals B(P)";
                case FLAT -> "the root sends to every other processor in turn: at least B(P)";
                case BINOMIAL -> "the binomial tree: at least B(P)";
            }, (m, p, o) -> {
                BroadcastReport r = BroadcastReport.run(m.logP(), a, o);
                return report("broadcast", m, a.label(), p, r.measured(), r.bound(), r.run(),
                        figures("closedForm", r.closedForm()));
            }));
        }
    }

    private static void bspBroadcasts(List<Algorithm> all) {
        Parameter k = Parameter.required("k", 2, "the replication parameter");
        for (BspBroadcastKind kind : BspBroadcastKind.values()) {
            all.add(new Algorithm("broadcast", kind.label(), EnumSet.of(ModelKind.BSP),
                    kind.takesK() ? List.of(k, WORDS) : List.of(WORDS),
                    kind.help() + " (BSP broadcasting notes): equals the notes' cost", (m, p, o) -> {
                        Bsp model = m.bsp();
                        int n = Math.toIntExact(p.get("words"));
                        int given = kind.takesK() ? Math.toIntExact(p.get("k")) : 0;
                        BspBroadcastReport r = fitting(() -> BspBroadcastReport.run(model,
                                kind.create(model, n, given), n, o));
                        Map<String, Number> figures = figures("wordsSent", r.run().result().words());
                        if (r.algorithm() instanceof KaryReplicationBroadcast kary) {
                            figures.put("k", kary.k()); // the k that best chose, or the given one
                        }
                        return report("broadcast", m, kind.label(), p, r.measured(), r.bound(), r.run().result(),
                                figures);
                    }));
        }
    }

    private static void localityBroadcasts(List<Algorithm> all) {
        for (HPramBroadcastKind kind : HPramBroadcastKind.values()) {
            all.add(new Algorithm("broadcast", kind.label(), EnumSet.of(ModelKind.HPRAM), kind.takesK()
                    ? List.of(Parameter.optional("k", 2, "the fixed group size (default 2^ceil(sqrt(ceil(log p))))"))
                    : List.of(), kind.help(), (m, p, o) -> {
                        var model = m.hPram();
                        HPramBroadcast a = kind.create(model, p.containsKey("k") ? Math.toIntExact(p.get("k")) : null);
                        HPramBroadcastReport r = fitting(() -> HPramBroadcastReport.run(model, a, o));
                        Map<String, Number> figures = figures("recurrence", r.predicted(), "theorem32", r.theorem32(),
                                "lowerBound", r.lowerBound());
                        if (a instanceof HeywoodRankaBroadcast hr) {
                            figures.put("k", hr.k());
                        }
                        return report("broadcast", m, kind.label(), p, r.measured(), r.bound(), r.run().result(),
                                figures);
                    }));
        }
        for (DBspBroadcastKind kind : DBspBroadcastKind.values()) {
            all.add(new Algorithm("broadcast", kind.label(), EnumSet.of(ModelKind.DBSP), List.of(), kind.help(),
                    (m, p, o) -> {
                        DBspBroadcastReport r = fitting(() -> DBspBroadcastReport.run(m.dBsp(), kind.create(), o));
                        Map<String, Number> figures = figures("recurrence", r.predicted(), "theorem33",
                                r.theorem33(), "lowerBound", r.lowerBound());
                        if (kind == DBspBroadcastKind.ROOT) {
                            figures.put("halvings", DBspRootBroadcast.topHalvings(r.model()));
                        }
                        return report("broadcast", m, kind.label(), p, r.measured(), r.bound(), r.run().result(),
                                figures);
                    }));
        }
    }

    /* A cost beyond 64 bits (huge parameters) is bad input, not a failed run. */
    private static <T> T fitting(Supplier<T> run) {
        try {
            return run.get();
        } catch (ArithmeticException e) {
            throw new InvalidParameterException("the cost does not fit in 64-bit model time; choose smaller"
                    + " parameters (" + e.getMessage() + ")");
        }
    }

    private static Report report(String problem, Machine m, String name, Map<String, Long> parameters, long measured,
                                 Bound bound, RunResult r, Map<String, Number> figures) {
        return new Report(problem, m, name, parameters, measured, bound, r.messages(), r.words(), r.steps(),
                r.wallMillis(), figures, r);
    }

    /* A LogP or postal run: its figures, then what the capacity did (CapacityMode). */
    private static Report report(String problem, Machine m, String name, Map<String, Long> parameters, long measured,
                                 Bound bound, LogPRun run, Map<String, Number> figures) {
        CapacityReport c = run.capacity();
        figures.put("capacityViolations", c.violations());
        figures.put("stalledSends", c.stalledSends());
        figures.put("stallCycles", c.totalStallCycles());
        return report(problem, m, name, parameters, measured, bound, run.result(), figures);
    }

    private static Map<String, Number> figures(Object... pairs) {
        Map<String, Number> out = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            out.put((String) pairs[i], (Number) pairs[i + 1]);
        }
        return out;
    }
}
