package org.pcmemu.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import org.pcmemu.emulator.InvalidParameterException;
import org.pcmemu.harness.Algorithm;
import org.pcmemu.harness.Catalog;
import org.pcmemu.harness.Charts;
import org.pcmemu.harness.Comparison;
import org.pcmemu.harness.GoalSchedules;
import org.pcmemu.harness.Machine;
import org.pcmemu.harness.Parameter;
import org.pcmemu.harness.Programs;
import org.pcmemu.harness.Report;
import org.pcmemu.harness.RunSpec;
import org.pcmemu.harness.Suggestions;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code pcmemu compare}: one problem on several machines and algorithms, side by side. */
@Command(name = "compare",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        sortOptions = false,
        description = {"Run one problem on several machines, every registered algorithm of each (or the named"
                + " ones), and print measured against bound side by side.",
            "",
            "compare custom FILE.java ... runs your own program on each machine whose model its class implements"
                + " (docs/custom-algorithms.md); compare goal FILE.goal ... a GOAL schedule on each logp or postal"
                + " machine, P its num_ranks (docs/goal.md)."},
        footer = {"", "Example:",
            "  pcmemu compare broadcast --p 1024 --machine logp:L=6,o=2,g=4",
            "      --machine postal:lambda=6 --machine bsp:g=1,L=8",
            "      --machine \"dbsp:latency=log k,bandwidth=1\" --machine \"hpram:latency=sqrt(k)\""},
        exitCodeListHeading = ExitCodes.HEADING,
        exitCodeList = {ExitCodes.OK, ExitCodes.RUN_FAILED, ExitCodes.BAD_INPUT, ExitCodes.CLAIM_BROKEN})
final class CompareCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "PROBLEM", completionCandidates = AlgorithmNames.Problems.class,
            description = "One of: ${COMPLETION-CANDIDATES}; custom is your own program, FILE.java; goal a GOAL"
                    + " schedule, FILE.goal.")
    String problem;

    @Parameters(index = "1", arity = "0..1", paramLabel = "FILE",
            description = "custom: your program's source file (or --class and --classpath); goal: the schedule.")
    Path programFile;

    @Option(names = {"--P", "--p"}, paramLabel = "N", description = "Processors, at least 1 (--p is the same);"
            + " required but for goal, whose P is the schedule's num_ranks.")
    Integer processors;

    @Option(names = "--machine", paramLabel = "SPEC", required = true,
            description = "A machine: MODEL or MODEL:NAME=VALUE,... e.g. logp:L=6,o=2,g=4, postal:lambda=6,"
                    + " bsp:g=1,L=8, \"hpram:latency=sqrt(k)\", \"dbsp:latency=log k,bandwidth=1\" (repeat it)."
                    + " A parameter left out takes the model's default (pcmemu list). An algorithm parameter in a"
                    + " spec (bsp:g=1,L=8,k=4) reaches only that machine's algorithms.")
    List<String> machines;

    @Option(names = "--algorithm", paramLabel = "NAMES", split = ",",
            description = "Only these algorithms (comma-separated); default: every registered one.")
    List<String> algorithms = new ArrayList<>();

    @Option(names = "--param", paramLabel = "NAME=VALUE",
            completionCandidates = AlgorithmNames.ParameterNames.class,
            description = "An algorithm parameter for every machine whose algorithms take it (${COMPLETION-CANDIDATES};"
                    + " see pcmemu list), repeatable. Put it in a --machine spec to give it to one machine only.")
    List<String> parameterPairs = new ArrayList<>();

    @ArgGroup(exclusive = true)
    Format format = new Format();

    static final class Format {
        @Option(names = "--json", description = "Print one JSON array instead of a table.")
        boolean json;

        @Option(names = "--csv", description = "Print CSV (the sweep file's columns) instead of a table.")
        boolean csv;
    }

    @Option(names = "--plot", paramLabel = "FILE",
            description = "Also draw a grouped bar chart of measured and bound: FILE.svg or FILE.png.")
    Path plot;

    @Mixin
    ProgramOptions program;

    @Mixin
    HarnessOptions harness;

    @Override
    public Integer call() throws Exception {
        program.file = programFile;
        Catalog catalog = program.catalogFor(problem);
        catalog.requireProblem(problem);
        int processors = processors();
        if (plot != null) {
            Charts.check(plot);
            OutputDestination.check("--plot", plot);
        }
        List<Machine.Given> given = new ArrayList<>();
        for (String m : machines) {
            given.add(Machine.parseGiven(m, processors));
        }
        List<Machine> parsed = given.stream().map(Machine.Given::machine).toList();
        Map<String, Long> parameters = numbers(catalog, problem, parameterPairs);
        Comparison comparison = Comparison.of(problem, given, algorithms, parameters, harness.runOptions(), catalog);
        requireTaken(catalog, parsed, parameters.keySet());
        List<RunSpec> specs = comparison.specs();
        if (specs.isEmpty()) {
            throw new InvalidParameterException("nothing to compare: " + String.join("; ", comparison.skipped())
                    + " (give it with --param)");
        }
        specs.forEach(RunSpec::completeParameters); // bad parameters fail before any run
        for (Machine m : parsed) { // and a machine that cannot fit in this heap
            HeapCheck.check(problem, m.kind(), m.processors(), Runtime.getRuntime().maxMemory());
        }
        List<Report> reports = comparison.run();
        String title = Programs.PROBLEM.equals(problem) || GoalSchedules.PROBLEM.equals(problem)
                ? ProgramOptions.algorithm(catalog, problem).name() : problem;
        boolean[] winners = Comparison.winners(reports);
        PrintWriter out = spec.commandLine().getOut();
        if (format.json) {
            ReportOutput.json(out, reports, winners);
        } else if (format.csv) {
            ReportOutput.csv(out, reports);
        } else {
            out.println(title + " on " + processors + " processors:");
            ReportOutput.table(out, reports, winners, catalog);
            for (String s : comparison.skipped()) {
                out.println("left out: " + s + " (give it with --param)");
            }
        }
        out.flush();
        if (plot != null) {
            Path written = Charts.write(Charts.compare(title + ", " + processors + " processors", reports), plot);
            spec.commandLine().getErr().println("plot: " + written);
        }
        return ReportOutput.claims(reports, spec.commandLine().getErr());
    }

    /* --P; for goal the schedule's num_ranks, which --P may repeat but not contradict. */
    private int processors() {
        if (GoalSchedules.PROBLEM.equals(problem)) {
            int ranks = program.goalRanks();
            if (processors != null && processors != ranks) {
                throw new InvalidParameterException(programFile + " has num_ranks " + ranks + ", not --P " + processors
                        + ": leave --P out, or give " + ranks);
            }
            return ranks;
        }
        if (processors == null) {
            throw new InvalidParameterException("missing --P: the number of processors (e.g. --P 8)");
        }
        return processors;
    }

    /* Every --param names a parameter of an algorithm that runs here. */
    private void requireTaken(Catalog catalog, List<Machine> on, Set<String> given) {
        Set<String> taken = new TreeSet<>();
        for (Machine m : on) {
            for (Algorithm a : catalog.algorithms(problem, m.kind())) {
                if (algorithms.isEmpty() || algorithms.contains(a.name())) {
                    a.parameters().forEach(p -> taken.add(p.name()));
                }
            }
        }
        for (String name : given) {
            if (!taken.contains(name)) {
                throw new InvalidParameterException("--param " + name + ": no " + problem + " algorithm compared here"
                        + " takes it" + Suggestions.didYouMean(name, taken) + (taken.isEmpty() ? " (they take none)"
                        : " (they take " + String.join(", ", taken) + ")"));
            }
        }
    }

    /** NAME=VALUE pairs as whole numbers (a choice's name as its number); a name given twice is refused. */
    static Map<String, Long> numbers(Catalog catalog, String problem, List<String> pairs) {
        Map<String, Long> out = new LinkedHashMap<>();
        for (String pair : pairs) {
            int eq = pair.indexOf('=');
            if (eq <= 0) {
                throw new InvalidParameterException("--param " + pair + ": give it as NAME=VALUE, e.g. k=4");
            }
            String name = pair.substring(0, eq).strip();
            String value = pair.substring(eq + 1).strip();
            long number;
            Parameter choice = catalog.parameter(problem, name);
            try {
                number = choice != null && choice.isChoice() && value.matches(".*[A-Za-z].*") ? choice.index(value)
                        : Long.parseLong(value);
            } catch (NumberFormatException e) {
                throw new InvalidParameterException("--param " + pair + ": the value must be a whole number");
            }
            if (out.put(name, number) != null) {
                throw new InvalidParameterException("--param " + name + " is given twice");
            }
        }
        return out;
    }
}
