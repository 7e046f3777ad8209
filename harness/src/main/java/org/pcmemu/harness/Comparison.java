package org.pcmemu.harness;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.pcmemu.emulator.InvalidParameterException;
import org.pcmemu.emulator.RunOptions;

/**
 * One problem on several machines: every registered algorithm of each machine's model (or the
 * named ones), one report per (machine, algorithm). An algorithm that needs a parameter that was
 * not given is left out and named in {@link #skipped()}.
 *
 * @param algorithms         names to run, or empty for every registered one
 * @param parameters         algorithm parameters for every machine ({@code --param}); each
 *                           algorithm takes those it knows
 * @param machineParameters  for each machine, the algorithm parameters given in its spec
 *                           ({@code bsp:g=1,L=8,k=4}); they reach that machine's algorithms
 *                           alone and take precedence over {@code parameters}
 * @param catalog            where the algorithms are registered
 */
public record Comparison(String problem, List<Machine> machines, List<String> algorithms,
                         Map<String, Long> parameters, List<Map<String, Long>> machineParameters,
                         RunOptions options, Catalog catalog) {

    public Comparison {
        machines = List.copyOf(machines);
        machineParameters = List.copyOf(machineParameters);
        if (machineParameters.size() != machines.size()) {
            throw new IllegalArgumentException("one parameter map per machine");
        }
    }

    /** A comparison whose algorithm parameters are the same for every machine. */
    public Comparison(String problem, List<Machine> machines, List<String> algorithms,
                      Map<String, Long> parameters, RunOptions options) {
        this(problem, machines, algorithms, parameters, machines.stream().map(m -> Map.<String, Long>of()).toList(),
                options, Registry.BUILT_IN);
    }

    /** The machines of {@code --machine} specs, each with the algorithm parameters its spec gives. */
    public static Comparison of(String problem, List<Machine.Given> given, List<String> algorithms,
                                Map<String, Long> parameters, RunOptions options, Catalog catalog) {
        return new Comparison(problem, given.stream().map(Machine.Given::machine).toList(), algorithms, parameters,
                given.stream().map(Machine.Given::algorithmParameters).toList(), options, catalog);
    }

    /**
     * The run specs, machine by machine, in registration order. A named algorithm runs on the
     * machines whose model has it; one that runs on none of them is an error.
     */
    public List<RunSpec> specs() {
        for (String name : algorithms) {
            if (machines.stream().noneMatch(m -> catalog.names(problem, m.kind()).contains(name))) {
                throw new InvalidParameterException("no machine runs " + problem + " algorithm '" + name
                        + "' (see pcmemu list)");
            }
        }
        for (Machine m : machines) {
            catalog.requireAlgorithms(problem, m.kind());
        }
        List<RunSpec> out = new ArrayList<>();
        for (int i = 0; i < machines.size(); i++) {
            Machine m = machines.get(i);
            Map<String, Long> given = given(i);
            for (String name : machineParameters.get(i).keySet()) {
                if (chosen(m).stream().noneMatch(a -> a.parameters().stream().anyMatch(p -> p.name().equals(name)))) {
                    throw new InvalidParameterException("machine " + m.label() + ": no " + problem + " algorithm"
                            + " compared on it takes '" + name + "'" + Suggestions.didYouMean(name,
                            catalog.parameterNames(problem)));
                }
            }
            for (Algorithm a : chosen(m)) {
                if (a.missing(given.keySet()).isEmpty()) {
                    out.add(new RunSpec(problem, m, a.name(), taken(a, given), options, catalog));
                }
            }
        }
        return out;
    }

    /* The algorithm parameters machine i gets: --param, then its own spec's. */
    private Map<String, Long> given(int i) {
        Map<String, Long> out = new LinkedHashMap<>(parameters);
        out.putAll(machineParameters.get(i));
        return out;
    }

    /** "bsp kary: needs k", for each algorithm left out for want of a parameter. */
    public List<String> skipped() {
        List<String> out = new ArrayList<>();
        for (int i = 0; i < machines.size(); i++) {
            Machine m = machines.get(i);
            for (Algorithm a : chosen(m)) {
                List<String> missing = a.missing(given(i).keySet());
                if (!missing.isEmpty()) {
                    out.add(m.kind().label() + " " + a.name() + ": needs " + String.join(", ", missing));
                }
            }
        }
        return out;
    }

    /** Runs every spec in order. */
    public List<Report> run() {
        List<Report> out = new ArrayList<>();
        for (RunSpec s : specs()) {
            out.add(s.run());
        }
        return out;
    }

    /** For each report, whether it has the least measured cost of its machine. */
    public static boolean[] winners(List<Report> reports) {
        boolean[] win = new boolean[reports.size()];
        Map<Machine, Long> least = new LinkedHashMap<>();
        for (Report r : reports) {
            least.merge(r.machine(), r.measured(), Math::min);
        }
        for (int i = 0; i < reports.size(); i++) {
            win[i] = reports.get(i).measured() == least.get(reports.get(i).machine());
        }
        return win;
    }

    private List<Algorithm> chosen(Machine m) {
        if (algorithms.isEmpty()) {
            return catalog.algorithms(problem, m.kind());
        }
        List<Algorithm> out = new ArrayList<>();
        for (String name : algorithms) {
            if (catalog.names(problem, m.kind()).contains(name)) {
                out.add(catalog.find(problem, m.kind(), name));
            }
        }
        return out;
    }

    private static Map<String, Long> taken(Algorithm a, Map<String, Long> given) {
        Map<String, Long> out = new LinkedHashMap<>();
        for (Parameter p : a.parameters()) {
            if (given.containsKey(p.name())) {
                out.put(p.name(), given.get(p.name()));
            }
        }
        return out;
    }
}
