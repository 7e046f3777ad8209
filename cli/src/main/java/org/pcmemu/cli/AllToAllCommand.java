package org.pcmemu.cli;

import org.pcmemu.harness.RunDetails;
import java.io.IOException;
import java.util.List;
import java.util.concurrent.Callable;
import org.pcmemu.algorithms.logp.alltoall.AllToAllBounds;
import org.pcmemu.algorithms.logp.alltoall.AllToAllOrder;
import org.pcmemu.algorithms.logp.alltoall.AllToAllReport;
import org.pcmemu.emulator.InvalidParameterException;
import org.pcmemu.models.logp.LogP;
import picocli.CommandLine.Command;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code pcmemu run alltoall}: k-item all-to-all broadcast (Karp, Sahay, Santos, Schauser, TR
 * section 5.1), measured against the paper's L + 2o + g(k(P-1) - 1), the staggered plan's own
 * cost and the lower bound under the emulator's rules (see {@link AllToAllBounds} for why the
 * paper's time is reachable only when a processor's send and receive overheads never collide).
 */
@Command(name = "alltoall",
        mixinStandardHelpOptions = true,
        versionProvider = VersionProvider.class,
        sortOptions = false,
        description = {
            "All-to-all broadcast of k items per processor on LogP or postal; compare with the paper.",
            "",
            "Every processor sends each of its k items to the P-1 others and receives k(P-1) items. The"
                    + " TR's time L + 2o + g(k(P-1)-1) (one item: L + 2o + (P-2)g) is claimed equal only where"
                    + " the emulator can reach it: when no send overhead of a processor collides with one of"
                    + " its receive overheads and o <= g. Otherwise it is a lower bound, shown next to the"
                    + " staggered plan's own cost and the lower bound max(L + 2o + max(g,o)(k(P-1)-1),"
                    + " 2k(P-1)o).",
            "",
            "Example (postal, the paper's bound is exact: 7 + 14 = 21):",
            "  pcmemu run alltoall --model postal --P 16 --lambda 7",
            ""},
        exitCodeListHeading = ExitCodes.HEADING,
        exitCodeList = {ExitCodes.OK, ExitCodes.RUN_FAILED, ExitCodes.BAD_INPUT, ExitCodes.CLAIM_BROKEN})
final class AllToAllCommand implements Callable<Integer> {
    @Spec
    CommandSpec spec;

    @Mixin
    ModelOptions machine;

    @Option(names = "--items", paramLabel = "K", defaultValue = "1",
            description = "Items each processor broadcasts, at least 1. Default: ${DEFAULT-VALUE}.")
    int items;

    @Option(names = {"--algorithm", "--order"}, paramLabel = "NAME", defaultValue = "staggered",
            converter = OrderConverter.class, completionCandidates = AlgorithmNames.AllToAll.class,
            description = "${COMPLETION-CANDIDATES}: staggered, processor i sends to i+1, i+2, ... mod P (TR"
                    + " section 5.1); naive, everyone sends to 0 first, then 1, .... Default: ${DEFAULT-VALUE}.")
    AllToAllOrder order;

    @Mixin
    EmulatorOptions emulator;

    @Mixin
    OutputOptions output;

    @Override
    public Integer call() throws IOException {
        LogP model = machine.logP();
        checkItems(model.P());
        emulator.checkOutputs();
        AllToAllReport report = AllToAllReport.run(model, order, items, emulator.runOptions());
        RunSummary summary = emulator.written(summary(machine.parameters(), report), report.run().result());
        return output.print(summary, spec.commandLine().getOut(), spec.commandLine().getErr());
    }

    /* Each processor plans k(P-1) receptions in one array. */
    private void checkItems(int P) {
        if (items < 1) {
            throw new InvalidParameterException("--items must be at least 1, got " + items);
        }
        long perProcessor = AllToAllBounds.itemsToReceive(P, items);
        if (perProcessor > Integer.MAX_VALUE - 8) {
            throw new InvalidParameterException("--items " + items + " with --P " + P + " means k(P-1) = "
                    + items + " * " + (P - 1) + " = " + perProcessor + " receptions per processor, more than 2^31 - 9");
        }
    }

    static RunSummary summary(NamedParameters parameters, AllToAllReport r) {
        LogP m = r.model();
        int k = r.itemsPerProcessor();
        List<RunDetails.Figure> figures = List.of(
                new RunDetails.Figure("items", "items", k, "", "k, per processor"),
                new RunDetails.Figure("itemsToReceive", "items to receive", AllToAllBounds.itemsToReceive(m.P(), k), "",
                        "N = k(P-1), per processor"),
                new RunDetails.Figure("receiveDelay", "receive delay", r.receiveDelay(), "cycles",
                        r.order() == AllToAllOrder.STAGGERED
                                ? "delta: receptions shifted to keep overheads apart (0: the TR's own schedule)"
                                : "none: the naive order receives as messages come"),
                new RunDetails.Figure("period", "send period", r.order() == AllToAllOrder.STAGGERED
                        ? AllToAllBounds.period(m.P(), k, m.L(), m.o(), m.g()) : Math.max(m.g(), m.o()), "cycles",
                        r.order() == AllToAllOrder.STAGGERED
                                ? "D: max(g, o), or max(g, 2o) where a reception then fits between two sends"
                                : "max(g, o): sends as early as the gap allows"),
                new RunDetails.Figure("capacityViolations", "capacity violations", r.capacityViolations(), "",
                        "receptions that saw more than ceil(L/g) messages in transit"));
        boolean reachable = AllToAllBounds.paperBoundReachable(m.P(), k, m.L(), m.o(), m.g());
        List<RunDetails.Field> fields = List.of(
                new RunDetails.Field.Text("paperFormula", "paper formula", paperFormula(m, k),
                        "TR section 5.1; " + (reachable ? "reachable here, by the staggered order"
                                : "no schedule reaches it here: send and receive overheads collide, or o > g")),
                new RunDetails.Field.Checked("scheduleBound", "schedule bound", r.scheduleBound(), r.measured()),
                new RunDetails.Field.Checked("lowerBound", "lower bound", r.lowerBound(), r.measured()));
        return new RunSummary("alltoall", parameters, NamedParameters.of(r.order().label()), r.measured(), r.bound(),
                RunSummary.RunStats.of(r.run().result()), r.run().capacity(), figures, null,
                RunDetails.PerProcessor.finishTimes(r.run().result()), null, fields);
    }

    /**
     * The TR's formula with this run's numbers, evaluated here (not by the algorithm):
     * "L + 2o + (P-2)g = 7 + 2*0 + (16-2)*1 = 21" for one item, L + 2o + g(k(P-1)-1) otherwise.
     */
    static String paperFormula(LogP m, int k) {
        if (m.P() == 1) {
            return "0 (P = 1: nothing to send)";
        }
        long time = m.L() + 2 * m.o() + m.g() * ((long) k * (m.P() - 1) - 1);
        String values = m.L() + " + 2*" + m.o() + " + ";
        return k == 1
                ? "L + 2o + (P-2)g = " + values + "(" + m.P() + "-2)*" + m.g() + " = " + time
                : "L + 2o + g(k(P-1)-1) = " + values + m.g() + "*(" + k + "*(" + m.P() + "-1)-1) = " + time;
    }

    static final class OrderConverter implements ITypeConverter<AllToAllOrder> {
        @Override
        public AllToAllOrder convert(String value) {
            return Labels.find(AllToAllOrder.values(), AllToAllOrder::label, value, "all-to-all order");
        }
    }
}
