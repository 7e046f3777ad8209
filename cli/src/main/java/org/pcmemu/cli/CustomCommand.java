package org.pcmemu.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.pcmemu.emulator.InvalidParameterException;
import org.pcmemu.harness.Catalog;
import org.pcmemu.harness.ModelKind;
import org.pcmemu.harness.Programs;
import org.pcmemu.harness.RunSpec;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code pcmemu run custom FILE.java}: a user's own program, compiled in memory (or loaded with
 * {@code --class} and {@code --classpath}), run through the same {@link RunSpec} and report as
 * every registered algorithm, on any model whose program interface its class implements.
 */
@Command(name = "custom",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        sortOptions = false,
        exitCodeListHeading = ExitCodes.HEADING,
        exitCodeList = {ExitCodes.OK, ExitCodes.RUN_FAILED, ExitCodes.BAD_INPUT, ExitCodes.CLAIM_BROKEN})
final class CustomCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Parameters(index = "0", arity = "0..1", paramLabel = "FILE.java",
            description = "Your program: one Java source file, compiled in memory against pcmemu's API.")
    Path file;

    @Option(names = "--param", paramLabel = "NAME=VALUE",
            description = "A parameter of your program (one of its @Param fields), repeatable.")
    List<String> parameterPairs = new ArrayList<>();

    @Mixin
    ProgramOptions program;

    @Mixin
    ModelOptions machine;

    @Mixin
    EmulatorOptions emulator;

    @Mixin
    OutputOptions output;

    @Override
    public Integer call() throws IOException {
        program.file = file;
        Catalog catalog = program.catalog();
        ModelKind kind = machine.model();
        var algorithm = program.algorithm(catalog);
        if (!algorithm.runsOn(kind)) {
            throw new InvalidParameterException(program.refusal(algorithm, kind));
        }
        program.requireStartFits(kind);
        machine.requireExactParameters();
        Map<String, Long> parameters = program.parameters(algorithm, parameterPairs);
        return RegistryCommand.runAndPrint(spec, Programs.PROBLEM, algorithm.name(), parameters, catalog, machine,
                emulator, output);
    }
}
