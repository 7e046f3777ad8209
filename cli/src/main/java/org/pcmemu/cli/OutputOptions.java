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

    void print(RunSummary summary, PrintWriter out) throws IOException {
        if (json) {
            RunSummaryJson.write(summary, out);
        } else {
            new RunSummaryText(out, quiet).write(summary);
        }
        out.flush();
    }
}
