package org.pcmemu.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.Callable;
import org.pcmemu.emulator.InvalidParameterException;
import org.pcmemu.harness.Algorithm;
import org.pcmemu.harness.Catalog;
import org.pcmemu.harness.GoalSchedules;
import org.pcmemu.harness.Machine;
import org.pcmemu.harness.ModelKind;
import org.pcmemu.harness.Report;
import org.pcmemu.harness.RunSpec;
import org.pcmemu.harness.goal.GoalParser;
import org.pcmemu.harness.goal.Schedule;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code pcmemu run goal FILE.goal}: a GOAL schedule (LogGOPSim's text format) read in one pass
 * and run through the same {@link RunSpec} and report as every registered algorithm, on the LogP
 * family; P is the schedule's num_ranks (docs/goal.md).
 */
@Command(name = "goal",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        sortOptions = false,
        exitCodeListHeading = ExitCodes.HEADING,
        exitCodeList = {ExitCodes.OK, ExitCodes.RUN_FAILED, ExitCodes.BAD_INPUT, ExitCodes.CLAIM_BROKEN})
final class GoalCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", arity = "0..1", paramLabel = "FILE.goal",
            description = "The schedule: num_ranks, then a block of operations per rank (docs/goal.md).")
    Path file;

    @Option(names = "--bound", paramLabel = "FORMULA",
            description = "A bound in cycles to check the makespan against: a formula in P and the model's parameters"
                    + " (L, o, g, lambda), e.g. 'log2(P)*(L+2*o)', rounded up to whole cycles. Without it the run"
                    + " reports the measured cost alone.")
    String bound;

    @Option(names = "--claim", paramLabel = "CLAIM",
            description = "How the makespan relates to --bound: equals, at-most or at-least. Default: at-most.")
    String claim;

    @Mixin
    ModelOptions machine;

    @Mixin
    EmulatorOptions emulator;

    @Mixin
    OutputOptions output;

    @Override
    public Integer call() throws IOException {
        if (file == null) {
            throw new InvalidParameterException("which schedule? Give its GOAL file (run goal FILE.goal)");
        }
        var given = ProgramOptions.givenBound(bound, claim);
        ModelKind kind = machine.model();
        if (!GoalSchedules.exports(kind)) {
            throw new InvalidParameterException("a GOAL schedule runs on " + GoalSchedules.models() + " (messages"
                    + " between processors), not on " + kind.label());
        }
        emulator.checkOutputs(kind);
        Schedule schedule = GoalParser.parse(file);
        if (machine.processors == null) {
            machine.processors = schedule.ranks();
        } else if (machine.processors != schedule.ranks()) {
            throw new InvalidParameterException(file + " has num_ranks " + schedule.ranks() + ", not --P "
                    + machine.processors + ": leave --P out, or give " + schedule.ranks());
        }
        machine.requireExactParameters(GoalSchedules.PROBLEM);
        Catalog catalog = GoalSchedules.catalog(schedule, ProgramOptions.goalName(file), given);
        Algorithm algorithm = ProgramOptions.algorithm(catalog, GoalSchedules.PROBLEM);
        Machine m = new Machine(kind, machine.processors, machine.machineValues());
        Report report = new RunSpec(GoalSchedules.PROBLEM, m, algorithm.name(), Map.of(), emulator.runOptions(),
                catalog).run();
        RunSummary summary = emulator.written(RegistryCommand.summary(report, machine.parameters()), report.result());
        return output.print(summary, spec.commandLine().getOut(), spec.commandLine().getErr());
    }
}
