package org.pcmemu.cli;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.pcmemu.harness.GoalSchedules;
import org.pcmemu.harness.ModelKind;
import org.pcmemu.harness.Programs;
import org.pcmemu.harness.Registry;
import picocli.CommandLine;

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

    static {
        TOP.put("run", RunCommand::new);
        TOP.put("list", ListCommand::new);
        TOP.put("compare", CompareCommand::new);
        TOP.put("sweep", SweepCommand::new);
        TOP.put("figure", FigureCommand::new);
    }

    private CommandTree() {
    }

    /* run's subcommands: the registry's problems in its order, then custom (a user's class) and goal (a schedule). */
    private static List<String> runSubcommands() {
        List<String> out = new ArrayList<>(Registry.problems());
        out.add("custom");
        out.add(GoalSchedules.PROBLEM);
        return out;
    }

    private static CommandLine runCommand(String name) {
        if (name.equals(GoalSchedules.PROBLEM)) {
            CommandLine goal = new CommandLine(new GoalCommand());
            goal.getCommandSpec().usageMessage().description(GoalSchedules.HELP.help().toArray(String[]::new));
            ModelOptions.keepOnly(goal.getCommandSpec(), java.util.Arrays.stream(ModelKind.values())
                    .filter(GoalSchedules::exports).collect(java.util.stream.Collectors.toSet()));
            return goal;
        }
        if (!name.equals("custom")) {
            return RegistryCommand.commandLine(name);
        }
        CommandLine custom = new CommandLine(new CustomCommand());
        custom.getCommandSpec().usageMessage().description(Programs.HELP.help().toArray(String[]::new));
        return custom;
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
                && runSubcommands().contains(args[1]) ? args[1] : null;
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
                for (String name : runSubcommands()) {
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
