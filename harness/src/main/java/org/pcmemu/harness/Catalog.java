package org.pcmemu.harness;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.pcmemu.emulator.InvalidParameterException;

/**
 * A set of algorithms with the problems they solve, and the lookups that run, compare, sweep and
 * help make on it. {@link Registry#BUILT_IN} holds the built-in ones; {@link #with} adds a user's
 * program ({@code run custom}, {@code compare custom}, {@code sweep custom}) for one command.
 *
 * @param all       the algorithms, in registration order (the first of a model is its default)
 * @param help  each problem's help, by name
 */
public record Catalog(List<Algorithm> all, Map<String, Problem> help) {

    public Catalog {
        all = List.copyOf(all);
        help = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(help));
    }

    /** This catalog and {@code problem}'s {@code algorithms} besides (a user's program). */
    public Catalog with(Problem problem, List<Algorithm> algorithms) {
        List<Algorithm> joined = new ArrayList<>(all);
        joined.addAll(algorithms);
        Map<String, Problem> joinedHelp = new LinkedHashMap<>(help);
        joinedHelp.put(problem.name(), problem);
        return new Catalog(joined, joinedHelp);
    }

    /** The help of {@code problem}: its line, its explanation and examples. */
    public Problem problem(String problem) {
        requireProblem(problem);
        return help.get(problem);
    }

    /** The line on {@code problem} that help prints. */
    public String description(String problem) {
        return problem(problem).line();
    }

    /** The models {@code problem} runs on, in the models' order. */
    public List<ModelKind> models(String problem) {
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
    public Parameter parameter(String problem, String name) {
        for (Algorithm a : all) {
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
    public List<String> parameterNames(String problem) {
        Set<String> out = new LinkedHashSet<>();
        for (Algorithm a : all) {
            if (problem == null || a.problem().equals(problem)) {
                a.parameters().forEach(p -> out.add(p.name()));
            }
        }
        return List.copyOf(out);
    }

    /** The problems, in registration order: broadcast, summation, alltoall, allreduce, fft, kitem, continuous. */
    public List<String> problems() {
        Set<String> out = new LinkedHashSet<>();
        all.forEach(a -> out.add(a.problem()));
        return List.copyOf(out);
    }

    /** The algorithms for {@code problem} on {@code kind}, in registration order (the first is the default). */
    public List<Algorithm> algorithms(String problem, ModelKind kind) {
        List<Algorithm> out = new ArrayList<>();
        for (Algorithm a : all) {
            if (a.problem().equals(problem) && a.runsOn(kind)) {
                out.add(a);
            }
        }
        return out;
    }

    /** Their names: "optimal, flat, binomial". */
    public List<String> names(String problem, ModelKind kind) {
        return algorithms(problem, kind).stream().map(Algorithm::name).toList();
    }

    /** Checks that {@code problem} is registered; the error lists the known ones. */
    public void requireProblem(String problem) {
        if (!problems().contains(problem)) {
            throw new InvalidParameterException("unknown problem '" + problem + "'"
                    + Suggestions.didYouMean(problem, problems()) + " (known: " + String.join(", ", problems()) + ")");
        }
    }

    /** The algorithms of {@code problem} that run on {@code kind}; refuses a problem with none there. */
    public List<Algorithm> requireAlgorithms(String problem, ModelKind kind) {
        requireProblem(problem);
        List<Algorithm> candidates = algorithms(problem, kind);
        if (candidates.isEmpty()) {
            throw new InvalidParameterException("no " + problem + " algorithm runs on the " + kind.label() + " model");
        }
        return candidates;
    }

    /** The algorithm {@code name} for {@code problem} on {@code kind}, or an error that lists the known ones. */
    public Algorithm find(String problem, ModelKind kind, String name) {
        for (Algorithm a : all) { // every point of a sweep looks its algorithm up: no lists made
            if (a.name().equals(name) && a.problem().equals(problem) && a.runsOn(kind)) {
                return a;
            }
        }
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
    String takes(Algorithm a) {
        List<String> names = a.parameters().stream().map(Parameter::name).toList();
        return " (it takes " + (names.isEmpty() ? "none" : String.join(", ", names)) + ")";
    }

    /**
     * The same, with the algorithms that take {@code name} instead: those on {@code kind}
     * (" (it takes words; k is for kary)"), else those on the other models, a model whose every
     * algorithm takes it by its name alone (" (it takes none; words is for bsp)").
     */
    String takes(Algorithm a, ModelKind kind, String name) {
        List<String> where = takers(a.problem(), kind, name);
        if (where.isEmpty()) {
            for (ModelKind other : ModelKind.values()) {
                List<String> there = takers(a.problem(), other, name);
                if (other != kind && !there.isEmpty()) {
                    where.add(other.label() + (there.size() == names(a.problem(), other).size() ? ""
                            : " " + String.join(", ", there)));
                }
            }
        }
        String takes = takes(a);
        return where.isEmpty() ? takes : takes.substring(0, takes.length() - 1) + "; " + name + " is for "
                + String.join(", ", where) + ")";
    }

    /* The algorithms of problem on kind that take the parameter name. */
    private List<String> takers(String problem, ModelKind kind, String name) {
        List<String> out = new ArrayList<>();
        for (Algorithm a : algorithms(problem, kind)) {
            if (a.parameters().stream().anyMatch(p -> p.name().equals(name))) {
                out.add(a.name());
            }
        }
        return out;
    }

}
