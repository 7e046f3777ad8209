package org.pcmemu.cli;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import org.pcmemu.harness.ModelKind;
import org.pcmemu.harness.Registry;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * The command tree, in the order {@code --help} lists it. picocli reflects over every command
 * class it is given and loads what their options need (charts, figures, the FFT, ...): about
 * 0.25 s of a cold start for the whole tree. So when the arguments name a command
 * ({@code run broadcast ...}, {@code list ...}) only the path to it is built; anything else
 * (no arguments, an option first, an unknown or misspelt name) gets the whole tree, so help,
 * "missing subcommand" and "did you mean" messages see every command.
 */
final class CommandTree {
    private static final Map<String, Supplier<Object>> TOP = new LinkedHashMap<>();
    private static final Map<String, Supplier<Object>> RUN = new LinkedHashMap<>();

    static {
        TOP.put("run", RunCommand::new);
        TOP.put("list", ListCommand::new);
        TOP.put("compare", CompareCommand::new);
        TOP.put("sweep", SweepCommand::new);
        TOP.put("figure", FigureCommand::new);
        RUN.put("custom", CustomCommand::new);
    }

    private CommandTree() {
    }

    /*
     * The run subcommand of a problem: its own command class where it has one, else the one the
     * registry's entry alone builds.
     */
    private static CommandLine runCommand(String name) {
        CommandLine problem = RUN.containsKey(name) ? new CommandLine(RUN.get(name).get())
                : RegistryCommand.commandLine(name);
        fromRegistry(name, problem.getCommandSpec());
        return problem;
    }

    /** The problems {@code run} has a command class for (the registry's others run by RegistryCommand). */
    static List<String> runProblems() {
        return List.copyOf(RUN.keySet());
    }

    /** The {@code run} subcommand of {@code problem} built from the registry alone, as an unlisted problem gets. */
    static CommandLine fromRegistryAlone(String problem) {
        CommandLine command = RegistryCommand.commandLine(problem);
        fromRegistry(problem, command.getCommandSpec());
        return Main.configure(new CommandLine(new PcmemuCommand()).addSubcommand("run",
                new CommandLine(new RunCommand()).addSubcommand(problem, command)));
    }

    /*
     * A run subcommand as the registry describes its problem: the registry's line first in its
     * help (so run --help lists each problem with it), and only the model options of the models
     * the problem runs on (summation has no --latency).
     */
    private static void fromRegistry(String problem, CommandSpec spec) {
        Set<ModelKind> models = EnumSet.noneOf(ModelKind.class);
        if (problem.equals("custom")) {
            models.addAll(List.of(ModelKind.LOGP, ModelKind.POSTAL, ModelKind.BSP));
        } else {
            models.addAll(Registry.models(problem));
            String[] old = spec.usageMessage().description();
            List<String> lines = new ArrayList<>(List.of(capitalized(Registry.description(problem)) + "."));
            lines.addAll(List.of(old).subList(Math.min(1, old.length), old.length));
            spec.usageMessage().description(RUN.containsKey(problem) ? lines.toArray(String[]::new)
                    : Registry.problem(problem).help().toArray(String[]::new));
        }
        Set<String> taken = new HashSet<>();
        models.forEach(m -> taken.addAll(m.parameters()));
        for (ModelKind m : ModelKind.values()) {
            for (String name : m.parameters()) {
                OptionSpec option = spec.findOption("--" + name);
                if (!taken.contains(name) && option != null) {
                    spec.remove(option);
                }
            }
        }
    }

    private static String capitalized(String s) {
        return Character.toUpperCase(s.charAt(0)) + s.substring(1);
    }

    /** Every command. */
    static CommandLine all() {
        return build(null, null);
    }

    /** The path to the command {@code args} name, or every command if they name none. */
    static CommandLine forArguments(String... args) {
        if (args.length == 1 && (args[0].equals("--version") || args[0].equals("-V"))) {
            return new CommandLine(new PcmemuCommand()); // the version needs no command below
        }
        String first = args.length > 0 && TOP.containsKey(args[0]) ? args[0] : null;
        String second = first != null && first.equals("run") && args.length > 1
                && (RUN.containsKey(args[1]) || Registry.problems().contains(args[1])) ? args[1] : null;
        return build(first, second);
    }

    /* first: the one top-level command to build (null: all); second: the one run subcommand. */
    private static CommandLine build(String first, String second) {
        CommandLine root = new CommandLine(new PcmemuCommand());
        for (Map.Entry<String, Supplier<Object>> top : TOP.entrySet()) {
            if (first != null && !first.equals(top.getKey())) {
                continue;
            }
            CommandLine command = new CommandLine(top.getValue().get());
            if (top.getKey().equals("run")) {
                List<String> problems = new ArrayList<>(Registry.problems());
                problems.addAll(RUN.keySet().stream().filter(n -> !problems.contains(n)).toList()); // custom
                for (String name : problems) {
                    if (second == null || second.equals(name)) {
                        command.addSubcommand(name, runCommand(name));
                    }
                }
            }
            root.addSubcommand(top.getKey(), command);
        }
        return root;
    }
}
