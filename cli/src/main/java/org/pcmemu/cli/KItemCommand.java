package org.pcmemu.cli;

import org.pcmemu.harness.RunDetails;
import java.io.IOException;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import org.pcmemu.algorithms.Claim;
import org.pcmemu.algorithms.logp.kitem.KItemAlgorithm;
import org.pcmemu.algorithms.logp.kitem.KItemBounds;
import org.pcmemu.algorithms.logp.kitem.KItemReport;
import org.pcmemu.models.logp.LogP;
import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code pcmemu run kitem}: broadcast of k items from processor 0 in the postal model (Karp,
 * Sahay, Santos, Schauser, SPAA section 3), measured against Theorem 3.1, the single-sending
 * bound and Theorems 3.6/3.7; {@code --table} prints the reception table of Figures 2 and 5.
 */
@Command(name = "kitem",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        sortOptions = false,
        description = {
            "Broadcast of k items from one source in the postal model; compare with SPAA section 3.",
            "",
            "Every processor ends with items 1..k. Bounds: Theorem 3.1, B(P-1) + L + (k-1) - k* (any"
                    + " schedule); B(P-1) + L + k - 1 (a schedule in which the source sends each item once);"
                    + " Theorems 3.6/3.7, B(P-1) + 2L + k - 2 (reachable). optimal adds an endgame to a"
                    + " block-cyclic continuous phase (Theorem 3.2); buffered runs in the buffered model of"
                    + " section 3.5 (Theorem 3.8).",
            "",
            "Example (Figure 2: 15, the Theorem 3.1 bound):",
            "  pcmemu run kitem --model postal --P 10 --lambda 3 --items 8 --table",
            ""},
        exitCodeListHeading = ExitCodes.HEADING,
        exitCodeList = {ExitCodes.OK, ExitCodes.RUN_FAILED, ExitCodes.BAD_INPUT, ExitCodes.CLAIM_BROKEN})
final class KItemCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    ModelOptions machine;

    @Option(names = "--items", paramLabel = "K", defaultValue = "1",
            description = "Items to broadcast, at least 1. Default: ${DEFAULT-VALUE}.")
    long items;

    @Option(names = "--algorithm", paramLabel = "NAME", defaultValue = "optimal", converter = AlgorithmConverter.class,
            completionCandidates = AlgorithmNames.KItem.class,
            description = "${COMPLETION-CANDIDATES} (see pcmemu list). Default: ${DEFAULT-VALUE}.")
    KItemAlgorithm algorithm;

    @Option(names = "--table", description = "Also print the reception table (processors x time steps, the layout of"
            + " SPAA Figures 2 and 5): items as a, b, c, ... up to 26 items, else 1, 2, 3, ...; [x]: x waited in"
            + " the buffer. With --json: the field receptionTable.")
    boolean table;

    @Mixin
    EmulatorOptions emulator;

    @Mixin
    OutputOptions output;

    @Override
    public Integer call() throws IOException {
        LogP model = KItemReport.modelFor(machine.logP(), algorithm);
        emulator.checkOutputs();
        KItemReport report = KItemReport.run(model, algorithm, KItemReport.items(items), emulator.runOptions());
        Map<String, Object> shown = new LinkedHashMap<>(machine.parameters().values());
        shown.put("capacity", model.capacityMode().label()); // the buffered model checks, never enforces
        List<String> lines = table ? report.table().lines(true) : List.of();
        RunSummary summary = emulator.written(summary(new NamedParameters(machine.parameters().name(), shown), report,
                lines), report.run().result());
        PrintWriter out = spec.commandLine().getOut();
        int code = output.print(summary, out, spec.commandLine().getErr());
        if (table && !output.json) {
            KItemSummary.print(out, lines);
        }
        return code;
    }

    static RunSummary summary(NamedParameters parameters, KItemReport r, List<String> table) {
        LogP m = r.model();
        int k = r.k();
        List<RunDetails.Figure> figures = KItemSummary.figures(m, k);
        if (r.algorithm().buffered()) {
            figures.add(new RunDetails.Figure("largestBuffer", "largest buffer", r.largestBuffer(), "items",
                    "the most items one processor held over from one step to the next"));
        }
        boolean singleSending = r.algorithm() == KItemAlgorithm.SINGLE_SENDING || r.algorithm().buffered();
        List<RunDetails.Field> fields = new ArrayList<>();
        fields.add(new RunDetails.Field.Checked("lowerBound", "lower bound", r.lowerBound(), r.measured()));
        fields.add(KItemSummary.reference("theorem31", "Theorem 3.1 form", r.theorem31(),
                "B(P-1) + L + (k-1) - k*" + (k > KItemBounds.kStar(m.P() - 1, m.L()) ? ""
                        : "; for k <= k* it can exceed the lower bound above (see docs/algorithms.md)")));
        fields.add(singleSending
                ? KItemSummary.checked("singleSendingBound", "single-sending bound", r.singleSendingBound(),
                        Claim.AT_LEAST, "SPAA section 3.4: B(P-1) + L + k - 1", r.measured())
                : KItemSummary.reference("singleSendingBound", "single-sending bound", r.singleSendingBound(),
                        "SPAA section 3.4, B(P-1) + L + k - 1: for schedules whose source sends each item once"));
        fields.add(r.algorithm() == KItemAlgorithm.SEQUENTIAL || r.algorithm() == KItemAlgorithm.PIPELINED
                ? KItemSummary.reference("upperBound", "Theorem 3.7 bound", r.upperBound().value(),
                        r.upperBound().source() + " (reachable; not claimed by a baseline)")
                : new RunDetails.Field.Checked("upperBound", "Theorem 3.7 bound", r.upperBound(), r.measured()));
        fields.add(new RunDetails.Field.Checked("scheduleBound", "plan's cost", r.scheduleBound(), r.measured()));
        fields.add(KItemSummary.construction(r.construction()));
        fields.add(KItemSummary.perItem("completion", "item completion", r.completion(),
                "when item i (1, 2, ...) had reached every processor (measured)"));
        if (!table.isEmpty()) {
            fields.add(KItemSummary.table(table));
        }
        return new RunSummary("kitem", parameters, NamedParameters.of(r.algorithm().label()), r.measured(), r.bound(),
                RunSummary.RunStats.of(r.run().result()), r.run().capacity(), figures, null,
                KItemSummary.done(r.outcome().received()), null, fields);
    }

    static final class AlgorithmConverter implements ITypeConverter<KItemAlgorithm> {
        @Override
        public KItemAlgorithm convert(String value) {
            return Labels.find(KItemAlgorithm.values(), KItemAlgorithm::label, value, "kitem algorithm");
        }
    }
}
