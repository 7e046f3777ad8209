package org.pcmemu.cli;

import picocli.CommandLine.Command;

/** {@code pcmemu figure}: a paper's figure reproduced from emulated runs. */
@Command(name = "figure",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = "Reproduce a paper's figure from emulated runs: a table and a plot.",
        exitCodeListHeading = ExitCodes.HEADING,
        exitCodeList = {ExitCodes.OK, ExitCodes.RUN_FAILED, ExitCodes.BAD_INPUT, ExitCodes.CLAIM_BROKEN},
        subcommands = {FftFigureCommand.class})
final class FigureCommand extends CommandGroup {
}
