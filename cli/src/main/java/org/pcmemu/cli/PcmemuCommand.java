package org.pcmemu.cli;

import picocli.CommandLine.Command;

/**
 * {@code pcmemu}: the root of the command tree. New command groups ({@code compare},
 * {@code sweep}, ...) go in {@link CommandTree}; every command declares
 * {@code mixinStandardHelpOptions} and this {@code versionProvider} (a test walks the tree).
 */
@Command(name = "pcmemu",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        sortOptions = false,
        description = "Emulates parallel computation models (LogP, postal, BSP, ...) and reports each run's"
                + " measured model cost next to the analytic bound of the papers.",
        footer = {"", "Examples (the LogP paper's broadcast figure; the BSP notes' k-ary broadcast; a comparison):",
            "  pcmemu run broadcast --model logp --P 8 --L 6 --o 2 --g 4",
            "  pcmemu run broadcast --model bsp --p 64 --g 1 --L 8 --algorithm kary --k 8",
            "  pcmemu compare broadcast --p 64 --machine logp:L=6,o=2,g=4",
            "  pcmemu list",
            "  pcmemu figure logp-fig3"},
        exitCodeListHeading = ExitCodes.HEADING,
        exitCodeList = {ExitCodes.OK, ExitCodes.RUN_FAILED, ExitCodes.BAD_INPUT, ExitCodes.CLAIM_BROKEN})
final class PcmemuCommand extends CommandGroup {
}
