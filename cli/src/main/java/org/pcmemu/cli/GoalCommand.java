package org.pcmemu.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.Callable;
import org.pcmemu.emulator.InvalidParameterException;
import org.pcmemu.harness.Algorithm;
import org.pcmemu.harness.Catalog;
import org.pcmemu.harness.GoalSchedules;
import org.pcmemu.harness.ModelKind;
import org.pcmemu.harness.RunSpec;
import org.pcmemu.harness.goal.GoalParser;
import org.pcmemu.harness.goal.Schedule;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
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

    @Mixin
    BoundOptions bounds;

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
        var given = bounds.givenBound();
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
        return RegistryCommand.runAndPrint(spec, GoalSchedules.PROBLEM, algorithm.name(), Map.of(), catalog, machine,
                emulator, output);
    }
}
