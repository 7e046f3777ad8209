package org.pcmemu.cli;

import picocli.CommandLine.Command;

/**
 * {@code pcmemu run}: runs one algorithm on one emulated machine. Each algorithm is a
 * subcommand; add new ones (summation, alltoall, allreduce, kitem, ...) to {@link CommandTree}.
 */
@Command(name = "run",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        description = "Run one algorithm on an emulated machine and report measured cost against the bound.",
        exitCodeListHeading = ExitCodes.HEADING,
        exitCodeList = {ExitCodes.OK, ExitCodes.RUN_FAILED, ExitCodes.BAD_INPUT, ExitCodes.CLAIM_BROKEN})
final class RunCommand extends CommandGroup {
}
