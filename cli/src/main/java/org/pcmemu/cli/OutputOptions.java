package org.pcmemu.cli;

import java.io.IOException;
import java.io.PrintWriter;
import picocli.CommandLine.Option;

/** How a run's summary is printed; shared by every {@code run} subcommand as a picocli mixin. */
final class OutputOptions {
    @Option(names = "--json", description = "Print one JSON object instead of text.")
    boolean json;

    @Option(names = {"-q", "--quiet"},
            description = "Text output without the per-processor section (JSON always has it).")
    boolean quiet;

    /** Exit code of a run whose claim does not hold: the emulation disagrees with the theorem. */
    static final int CLAIM_FAILED = 3;

    /**
     * Prints the summary and returns the command's exit code: 0, or {@link #CLAIM_FAILED} with a
     * line on {@code err} when the measured cost breaks the claim (the full report is printed
     * either way).
     */
    int print(RunSummary summary, PrintWriter out, PrintWriter err) throws IOException {
        if (json) {
            RunSummaryJson.write(summary, out);
        } else {
            new RunSummaryText(out, quiet).write(summary);
        }
        out.flush();
        if (summary.claimHolds()) {
            return 0;
        }
        err.println("pcmemu: the claim does not hold: measured " + summary.measured() + " is not "
                + summary.bound().claim().relation() + " the bound " + summary.bound().value() + " ("
                + summary.bound().source() + ")");
        err.flush();
        return CLAIM_FAILED;
    }
}
