package org.pcmemu.cli;

import org.pcmemu.harness.RunDetails;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.pcmemu.algorithms.logp.kitem.ContinuousReport;
import org.pcmemu.algorithms.logp.kitem.KItemReport;
import org.pcmemu.algorithms.logp.kitem.SearchOutcome;
import org.pcmemu.models.logp.LogP;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code pcmemu run continuous}: continuous broadcast in the postal model (SPAA sections 3.1 to
 * 3.3): item i is created at step i; {@code measured} is the largest delay of the first m items.
 */
@Command(name = "continuous",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        sortOptions = false,
        description = {
            "Continuous broadcast in the postal model: the source creates an item every step; compare each"
                    + " item's delay with L + B(P-1) (SPAA section 3.1).",
            "",
            "A block-cyclic schedule (section 3.2) is searched for; where one is found the delay of every item"
                    + " equals L + B(P-1) (Theorem 3.3). Where none exists or none is found, a greedy plan runs"
                    + " and only the lower bound is claimed. measured is the largest delay of the first --items"
                    + " items.",
            "",
            "Example (Figure 2: every delay is 10):",
            "  pcmemu run continuous --model postal --P 10 --lambda 3 --items 40",
            ""},
        exitCodeListHeading = ExitCodes.HEADING,
        exitCodeList = {ExitCodes.OK, ExitCodes.RUN_FAILED, ExitCodes.BAD_INPUT, ExitCodes.CLAIM_BROKEN})
final class ContinuousCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    ModelOptions machine;

    @Option(names = "--items", paramLabel = "M", defaultValue = "40",
            description = "Items the source creates, one per step, at least 1. Default: ${DEFAULT-VALUE}.")
    long items;

    @Option(names = "--table", description = "Also print the reception table (processors x time steps, the layout of"
            + " SPAA Figure 2). With --json: the field receptionTable.")
    boolean table;

    @Mixin
    EmulatorOptions emulator;

    @Mixin
    OutputOptions output;

    @Override
    public Integer call() throws IOException {
        LogP model = machine.logP();
        emulator.checkOutputs();
        ContinuousReport report = ContinuousReport.run(model, KItemReport.items(items), emulator.runOptions());
        List<String> lines = table ? report.table().lines(true) : List.of();
        PrintWriter out = spec.commandLine().getOut();
        int code = output.print(emulator.written(summary(machine.parameters(), report, lines),
                report.run().result()), out, spec.commandLine().getErr());
        if (table && !output.json) {
            KItemSummary.print(out, lines);
        }
        return code;
    }

    static RunSummary summary(NamedParameters parameters, ContinuousReport r, List<String> table) {
        List<RunDetails.Figure> figures = KItemSummary.figures(r.model(), r.items());
        List<RunDetails.Field> fields = new ArrayList<>();
        fields.add(new RunDetails.Field.Text("search", "block-cyclic search", switch (r.search()) {
            case FOUND -> "found";
            case NONE -> "none exists";
            case BUDGET -> "none found within the budget";
        }, r.search() == SearchOutcome.NONE ? "the search was exhaustive" : ""));
        if (r.model().L() == 2) {
            fields.add(KItemSummary.reference("theorem35", "Theorem 3.5 delay", r.bound().value() + 1,
                    "L = 2: L + B(P-1) + 1, by pruned trees (Theorems 3.4, 3.5); see docs/algorithms.md"));
        }
        fields.add(KItemSummary.construction(r.construction()));
        fields.add(KItemSummary.perItem("delays", "item delays", r.delays(), "completion - creation step (measured)"));
        fields.add(KItemSummary.perItem("completion", "item completion", r.completion(),
                "when item i (1, 2, ...) had reached every processor (measured)"));
        if (!table.isEmpty()) {
            fields.add(KItemSummary.table(table));
        }
        return new RunSummary("continuous", parameters, NamedParameters.of("block-cyclic"), r.measured(), r.bound(),
                RunSummary.RunStats.of(r.run().result()), r.run().capacity(), figures, null,
                KItemSummary.done(r.outcome().received()), null, fields);
    }
}
