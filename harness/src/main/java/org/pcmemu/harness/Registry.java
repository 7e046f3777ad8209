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
    private static final List<Algorithm> ALL = List.copyOf(build());

    private Registry() {
    }

    public static List<Algorithm> all() {
        return ALL;
    }

    /* Each problem's help, for the problems registered without one of their own: one line. */
    private static final Map<String, String> LINES = Map.of(
            "broadcast", "one datum (LogP, postal, H-PRAM, D-BSP) or n words (BSP) from processor 0 to all",
            "summation", "add n operands on P processors in least time (TR section 4)",
            "alltoall", "every processor sends k items to every other (TR section 5.1)",
            "fft", "an n-point FFT under three data layouts (LogP paper section 4.1)",
            "kitem", "k items from one source to all, postal model (SPAA section 3)",
            "continuous", "an item created every step, broadcast in least delay (SPAA section 3)");
    private static final Map<String, Problem> PROBLEMS = Map.of("allreduce", AllReduces.PROBLEM);

    /** The help of {@code problem}: its line, its explanation and examples. */
    public static Problem problem(String problem) {
        requireProblem(problem);
        return PROBLEMS.getOrDefault(problem, new Problem(problem, LINES.get(problem), List.of(), List.of()));
    }

    /** The line on {@code problem} that help prints. */
    public static String description(String problem) {
        return problem(problem).line();
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

    /** The first registered parameter called {@code name} of {@code problem}'s algorithms, or null. */
    public static Parameter parameter(String problem, String name) {
        for (Algorithm a : ALL) {
            if (a.problem().equals(problem)) {
                for (Parameter p : a.parameters()) {
                    if (p.name().equals(name)) {
                        return p;
                    }
                }
            }
        }
        return null;
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
        Broadcasts.register(all);
        Summations.register(all);
        AllToAlls.register(all);
        AllReduces.register(all);
        Ffts.register(all);
        KItems.register(all);
        return all;
    }
}
