package org.pcmemu.cli;

import java.io.IOException;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import org.pcmemu.emulator.InvalidParameterException;
import org.pcmemu.harness.Algorithm;
import org.pcmemu.harness.Catalog;
import org.pcmemu.harness.Machine;
import org.pcmemu.harness.ModelKind;
import org.pcmemu.harness.Parameter;
import org.pcmemu.harness.Problem;
import org.pcmemu.harness.Registry;
import org.pcmemu.harness.Report;
import org.pcmemu.harness.RunDetails;
import org.pcmemu.harness.RunSpec;
import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;

/**
 * {@code pcmemu run PROBLEM} for every problem of the registry: the subcommand is built from the
 * registry (the problem's help, {@code --algorithm} with the registered names, one {@code --NAME}
 * option per algorithm parameter, the options of the models the problem runs on) and runs the
 * problem through the same {@link RunSpec} that compare and sweep run; its report prints as every
 * run's does. A problem added to the registry is thus run, compared and swept without a change
 * here (docs/architecture.md, "Adding a problem").
 */
final class RegistryCommand implements Callable<Integer> {
    private final String problem;
    private final ModelOptions machine = new ModelOptions();
    private final EmulatorOptions emulator = new EmulatorOptions();
    private final OutputOptions output = new OutputOptions();
    private CommandSpec spec;

    private RegistryCommand(String problem) {
        this.problem = problem;
    }

    /** The subcommand for {@code problem}. */
    static CommandLine commandLine(String problem) {
        RegistryCommand command = new RegistryCommand(problem);
        CommandSpec spec = CommandSpec.wrapWithoutInspection(command);
        command.spec = spec;
        spec.name(problem).mixinStandardHelpOptions(true).versionProvider(new VersionProvider());
        spec.usageMessage().description(Registry.problem(problem).help().toArray(String[]::new))
                .exitCodeListHeading(ExitCodes.HEADING)
                .exitCodeList(ExitCodes.all())
                .sortOptions(false);
        spec.addMixin("machine", CommandSpec.forAnnotatedObject(command.machine));
        List<String> names = new ArrayList<>();
        for (ModelKind kind : Registry.models(problem)) {
            Registry.names(problem, kind).stream().filter(n -> !names.contains(n)).forEach(names::add);
        }
        spec.addOption(OptionSpec.builder("--algorithm").paramLabel("NAME").type(String.class)
                .description("The algorithm: " + String.join(", ", names) + "; pcmemu list says which model has"
                        + " which. Default: the first the model has.")
                .build());
        for (String name : Registry.parameterNames(problem)) {
            Parameter p = Registry.parameter(problem, name);
            OptionSpec.Builder option = OptionSpec.builder("--" + name).description(parameterHelp(problem, p));
            if (p.isChoice()) { // a name; a yes/no choice may be given alone (--table)
                option.paramLabel(String.join("|", p.choices()).toUpperCase(Locale.ROOT)).type(String.class);
                if (p.choices().equals(List.of("no", "yes"))) {
                    option.arity("0..1").fallbackValue("yes").paramLabel("yes|no");
                }
            } else {
                option.paramLabel("N").type(Long.class);
            }
            spec.addOption(option.build());
        }
        for (String name : Registry.problem(problem).retired().options()) { // read only to name their new form
            spec.addOption(OptionSpec.builder("--" + name).hidden(true).paramLabel("VALUE").type(String.class).build());
        }
        spec.addMixin("emulator", CommandSpec.forAnnotatedObject(command.emulator));
        spec.addMixin("output", CommandSpec.forAnnotatedObject(command.output));
        ModelOptions.keepOnly(spec, EnumSet.copyOf(Registry.models(problem)));
        return new CommandLine(spec);
    }

    /*
     * The parameter's help; where not every algorithm takes it, which do, each with its own help
     * ("bsp kary: the replication parameter; hpram heywood-ranka: the fixed group size ...").
     */
    private static String parameterHelp(String problem, Parameter p) {
        Map<String, List<String>> byHelp = new LinkedHashMap<>();
        int pairs = 0;
        int taking = 0;
        for (Algorithm a : Registry.all()) {
            if (a.problem().equals(problem)) {
                pairs += a.models().size();
                for (Parameter q : a.parameters()) {
                    if (q.name().equals(p.name())) {
                        taking += a.models().size();
                        a.models().stream().sorted().forEach(m -> byHelp.computeIfAbsent(q.help(),
                                h -> new ArrayList<>()).add(m.label() + " " + a.name()));
                    }
                }
            }
        }
        String help;
        if (taking < pairs) {
            List<String> parts = new ArrayList<>();
            byHelp.forEach((h, who) -> parts.add(String.join(", ", who) + ": " + h));
            help = String.join("; ", parts);
        } else {
            help = Character.toUpperCase(p.help().charAt(0)) + p.help().substring(1);
        }
        if (p.isChoice()) {
            return help + ": " + String.join(", ", p.choices()) + ". Default: " + p.label(p.defaultValue()) + ".";
        }
        return help + (p.defaultValue() == null ? "" : ". Default: " + p.defaultValue()) + ".";
    }

    @Override
    public Integer call() throws IOException {
        refuseRetired();
        machine.requireExactParameters(problem);
        ModelKind kind = machine.model();
        List<Algorithm> candidates = Registry.requireAlgorithms(problem, kind);
        String chosen = spec.findOption("--algorithm").getValue();
        Algorithm algorithm = chosen == null ? candidates.get(0) : Registry.find(problem, kind,
                chosen.strip().toLowerCase(Locale.ROOT));
        Map<String, Long> parameters = new LinkedHashMap<>();
        for (String name : Registry.parameterNames(problem)) {
            Object value = spec.findOption("--" + name).getValue();
            if (value instanceof String label) {
                parameters.put(name, Registry.parameter(problem, name).index(label));
            } else if (value != null) {
                parameters.put(name, (Long) value);
            }
        }
        return runAndPrint(spec, problem, algorithm.name(), parameters, Registry.BUILT_IN, machine, emulator,
                output);
    }

    /**
     * The tail of every {@code run}: run command (a problem's, {@code custom}, {@code goal}): the
     * outputs checked, one {@link RunSpec} on the options' machine, its report printed, written
     * to the trace and chart files asked for; the exit code.
     */
    static int runAndPrint(CommandSpec spec, String problem, String algorithm, Map<String, Long> parameters,
                           Catalog catalog, ModelOptions machine, EmulatorOptions emulator, OutputOptions output)
            throws IOException {
        ModelKind kind = machine.model();
        emulator.checkOutputs(kind);
        Machine m = new Machine(kind, machine.processors, machine.machineValues());
        Report report = new RunSpec(problem, m, algorithm, parameters, emulator.runOptions(), catalog).run();
        RunSummary summary = emulator.written(summary(report, machine.parameters()), report.result());
        return output.print(summary, spec.commandLine().getOut(), spec.commandLine().getErr());
    }

    /* An option run once took and no longer does: one line naming its new form, before anything runs. */
    private void refuseRetired() {
        Problem.Retired retired = Registry.problem(problem).retired();
        Map<String, String> given = new LinkedHashMap<>();
        for (String name : retired.options()) {
            String value = spec.findOption("--" + name).getValue();
            if (value != null) {
                given.put(name, value.strip());
            }
        }
        if (!given.isEmpty()) {
            throw new InvalidParameterException(retired.refusal(given));
        }
    }

    /* The harness's report as every run prints it, with the details its runner made. */
    static RunSummary summary(Report r, NamedParameters model) {
        RunDetails d = r.details();
        Map<String, Object> shownModel = new LinkedHashMap<>(model.values());
        String applied = r.machine().parameters().get("capacity"); // what the run did (Machine.ranWith: a spread)
        if (applied != null && (shownModel.containsKey("capacity") || r.spread() != null)) {
            shownModel.put("capacity", applied);
        }
        shownModel.putAll(d.modelParameters());
        if (r.spread() != null) {
            shownModel.put("latency-spread", r.spread().seed());
        }
        return new RunSummary(r.problem(), new NamedParameters(model.name(), shownModel),
                new NamedParameters(r.algorithm(), d.algorithmParameters()), r.measured(), r.bound(),
                RunSummary.RunStats.of(r.result()), d.capacity(), d.figures(), d.supersteps(), d.perProcessor(), null,
                d.fields(), null, r.spread());
    }
}
