package org.pcmemu.harness;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.pcmemu.emulator.InvalidParameterException;

/**
 * The one registry of algorithms: every algorithm registers here once, with its problem, name,
 * models, parameters, help and runner. The command line's algorithm lists and help, {@code list},
 * {@code compare} and {@code sweep} all read it.
 */
public final class Registry {
    /** The built-in algorithms, each registered once. */
    public static final Catalog BUILT_IN = new Catalog(build(), Map.of("broadcast", Broadcasts.PROBLEM,
            "summation", Summations.PROBLEM, "alltoall", AllToAlls.PROBLEM, "allreduce", AllReduces.PROBLEM,
            "fft", Ffts.PROBLEM, "kitem", KItems.KITEM, "continuous", KItems.CONTINUOUS));

    private Registry() {
    }

    /** The built-in algorithms, in registration order. */
    public static List<Algorithm> all() {
        return BUILT_IN.all();
    }

    /** The help of {@code problem}: its line, its explanation and examples. */
    public static Problem problem(String problem) {
        return BUILT_IN.problem(problem);
    }

    /** The line on {@code problem} that help prints. */
    public static String description(String problem) {
        return BUILT_IN.description(problem);
    }

    /** The models {@code problem} runs on, in the models' order. */
    public static List<ModelKind> models(String problem) {
        return BUILT_IN.models(problem);
    }

    /** The first registered parameter called {@code name} of {@code problem}'s algorithms, or null. */
    public static Parameter parameter(String problem, String name) {
        return BUILT_IN.parameter(problem, name);
    }

    /** The names of every algorithm parameter of {@code problem}, on any model, in registration order. */
    public static List<String> parameterNames(String problem) {
        return BUILT_IN.parameterNames(problem);
    }

    /** The problems, in registration order: broadcast, summation, alltoall, allreduce, fft, kitem, continuous. */
    public static List<String> problems() {
        return BUILT_IN.problems();
    }

    /** The algorithms for {@code problem} on {@code kind}, in registration order (the first is the default). */
    public static List<Algorithm> algorithms(String problem, ModelKind kind) {
        return BUILT_IN.algorithms(problem, kind);
    }

    /** Their names: "optimal, flat, binomial". */
    public static List<String> names(String problem, ModelKind kind) {
        return BUILT_IN.names(problem, kind);
    }

    /** Checks that {@code problem} is registered; the error lists the known ones. */
    public static void requireProblem(String problem) {
        BUILT_IN.requireProblem(problem);
    }

    /** The algorithms of {@code problem} that run on {@code kind}; refuses a problem with none there. */
    public static List<Algorithm> requireAlgorithms(String problem, ModelKind kind) {
        return BUILT_IN.requireAlgorithms(problem, kind);
    }

    /** The algorithm {@code name} for {@code problem} on {@code kind}, or an error that lists the known ones. */
    public static Algorithm find(String problem, ModelKind kind, String name) {
        return BUILT_IN.find(problem, kind, name);
    }

    /** " (it takes k, words)", or " (it takes none)". */
    static String takes(Algorithm a) {
        return BUILT_IN.takes(a);
    }

    /**
     * The same, with the algorithms that take {@code name} instead: those on {@code kind}
     * (" (it takes words; k is for kary)"), else those on the other models, a model whose every
     * algorithm takes it by its name alone (" (it takes none; words is for bsp)").
     */
    static String takes(Algorithm a, ModelKind kind, String name) {
        return BUILT_IN.takes(a, kind, name);
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
