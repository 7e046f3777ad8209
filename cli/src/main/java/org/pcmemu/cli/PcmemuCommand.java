package org.pcmemu.cli;

import picocli.CommandLine.Command;

/**
 * {@code pcmemu}: the root of the command tree. New command groups ({@code compare},
 * {@code sweep}, ...) go in {@code subcommands}; every command declares
 * {@code mixinStandardHelpOptions} and this {@code versionProvider} (a test walks the tree).
 */
@Command(name = "pcmemu",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        sortOptions = false,
        description = "Emulates parallel computation models (LogP, postal, ...) and reports each run's"
                + " measured model cost next to the analytic bound of the papers.",
        footer = {"", "Example (the LogP paper's broadcast figure):",
            "  pcmemu run broadcast --model logp --P 8 --L 6 --o 2 --g 4",
            "", "Exit codes: 0 success, 1 the run failed, 2 bad input."},
        subcommands = RunCommand.class)
final class PcmemuCommand extends CommandGroup {
}
