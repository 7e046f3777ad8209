package org.pcmemu.cli;

import org.pcmemu.harness.RunDetails;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalLong;
import java.util.function.Supplier;
import org.pcmemu.algorithms.Bound;
import org.pcmemu.algorithms.dbsp.broadcast.DBspBroadcast;
import org.pcmemu.algorithms.dbsp.broadcast.DBspBroadcastKind;
import org.pcmemu.algorithms.dbsp.broadcast.DBspBroadcastReport;
import org.pcmemu.algorithms.dbsp.broadcast.DBspRootBroadcast;
import org.pcmemu.algorithms.hpram.broadcast.HPramBroadcast;
import org.pcmemu.algorithms.hpram.broadcast.HPramBroadcastKind;
import org.pcmemu.algorithms.hpram.broadcast.HPramBroadcastReport;
import org.pcmemu.algorithms.hpram.broadcast.HeywoodRankaBroadcast;
import org.pcmemu.emulator.InvalidParameterException;
import org.pcmemu.harness.ModelKind;
import org.pcmemu.emulator.barrier.BarrierRunResult;
import org.pcmemu.models.dbsp.DBsp;
import org.pcmemu.models.hpram.HPram;

/**
 * {@code pcmemu run broadcast} on the locality models (Juurlink et al. 2003): ROOT and the
 * baselines on the H-PRAM, ROOT and the binary tree on the D-BSP, reported like every other run
 * (measured, bound, claim, ratio) with the paper's sums as further figures.
 */
final class LocalityBroadcast {

    private LocalityBroadcast() {
    }

    /** {@code --model hpram}: {@code --algorithm root} (default), {@code binary-tree} or {@code heywood-ranka [--k K]}. */
    static RunSummary hPram(BroadcastCommand c) {
        HPram model = LocalityMachines.hPram(c.machine);
        HPramBroadcastKind kind = c.algorithm == null ? HPramBroadcastKind.ROOT
                : BroadcastCommand.named(ModelKind.HPRAM, c.algorithm, HPramBroadcastKind.values(),
                        HPramBroadcastKind::label);
        String name = kind.label();
        if (c.k != null && !kind.takesK()) {
            throw new InvalidParameterException("--k applies only to --algorithm heywood-ranka on the hpram model");
        }
        commonRefusals(c);
        HPramBroadcast algorithm = kind.create(model, c.k);
        HPramBroadcastReport r = fitting(() -> HPramBroadcastReport.run(model, algorithm, c.emulator.runOptions()));
        Map<String, Object> parameters = new LinkedHashMap<>();
        if (algorithm instanceof HeywoodRankaBroadcast hr) {
            parameters.put("k", (long) hr.k());
        }
        List<RunDetails.Figure> figures = List.of(
                new RunDetails.Figure("recurrence", "recurrence", r.predicted(), "cycles",
                        "this implementation's exact cost, from its recurrence"),
                new RunDetails.Figure("theorem32", "Theorem 3.2", r.theorem32(), "cycles",
                        "ROOT's upper bound as the paper states it (Eq. (3.1) at p = 2^(2^k); see docs/algorithms.md)"),
                new RunDetails.Figure("lowerBound", "Theorem 4.6 sum", r.lowerBound(), "cycles",
                        "lower bound Omega(sum_i 2^i l(p^(1/2^i))): constant unknown, not checked"));
        return summary(c, name, parameters, r.measured(), r.bound(), r.run().result(), figures);
    }

    /** {@code --model dbsp}: {@code --algorithm root} (default) or {@code binary-tree}. */
    static RunSummary dBsp(BroadcastCommand c) {
        DBsp model = LocalityMachines.dBsp(c.machine);
        DBspBroadcastKind kind = c.algorithm == null ? DBspBroadcastKind.ROOT
                : BroadcastCommand.named(ModelKind.DBSP, c.algorithm, DBspBroadcastKind.values(),
                        DBspBroadcastKind::label);
        String name = kind.label();
        if (c.k != null) {
            throw new InvalidParameterException("--k does not apply to the dbsp model: it is for --model hpram"
                    + " --algorithm heywood-ranka (and --model bsp --algorithm kary)");
        }
        commonRefusals(c);
        DBspBroadcast algorithm = kind.create();
        DBspBroadcastReport r = fitting(() -> DBspBroadcastReport.run(model, algorithm, c.emulator.runOptions()));
        List<RunDetails.Figure> figures = new ArrayList<>(List.of(
                new RunDetails.Figure("recurrence", "recurrence", r.predicted(), "cycles",
                        "this implementation's exact cost, from its recurrence"),
                new RunDetails.Figure("theorem33", "Theorem 3.3", r.theorem33(), "cycles",
                        "ROOT's upper bound: Eq. (3.1) with max{l, g} at p = 2^(2^k), else Theorem 3.2's ceiling form"),
                new RunDetails.Figure("lowerBound", "Theorem 4.7 sum", r.lowerBound(), "cycles",
                        "lower bound Omega(sum_i 2^i max{l, g}(p^(1/2^i))): constant unknown, not checked")));
        if (kind == DBspBroadcastKind.ROOT) {
            figures.add(new RunDetails.Figure("halvings", "halvings", (long) DBspRootBroadcast.topHalvings(model), "",
                    "halvings ROOT makes at the top, chosen by its cost recurrence (1/2 log p at p = 2^(2^k))"));
        }
        return summary(c, name, Map.of(), r.measured(), r.bound(), r.run().result(), figures);
    }

    private static RunSummary summary(BroadcastCommand c, String name, Map<String, Object> parameters, long measured,
                                      Bound bound, BarrierRunResult result, List<RunDetails.Figure> more) {
        List<RunDetails.Figure> figures = new ArrayList<>(more);
        boolean hPram = c.machine.model() == ModelKind.HPRAM;
        figures.add(new RunDetails.Figure(hPram ? "pricedSteps" : "subMachineSupersteps",
                hPram ? "priced steps" : "supersteps", (long) result.stepList().size(), "", hPram
                        ? "emulated: priced steps of all sub-machines (Juurlink et al. section 2.1)"
                        : "emulated: supersteps of all sub-machines"));
        figures.add(new RunDetails.Figure("partitions", "partitions", (long) result.partitions().size(), "",
                "emulated: partition instructions, deepest level " + result.maxDepth()));
        RunSummary.RunStats stats = RunSummary.RunStats.of(result);
        return c.emulator.written(new RunSummary("broadcast", c.machine.parameters(),
                new NamedParameters(name, parameters), measured, bound, stats, null, figures, null, null, null), result);
    }

    private static void commonRefusals(BroadcastCommand c) {
        c.emulator.checkOutputs(); // a bad --trace or --chart destination is refused before the run
        if (c.words != null) {
            throw new InvalidParameterException("--words does not apply to the " + c.machine.model().label()
                    + " model: its broadcast sends one item; --words is for --model bsp");
        }
    }

    /* A cost beyond 64 bits (huge latencies) is bad input, not a failed run. */
    private static <T> T fitting(Supplier<T> run) {
        try {
            return run.get();
        } catch (ArithmeticException e) {
            throw new InvalidParameterException("the broadcast's cost does not fit in 64-bit model time; choose"
                    + " smaller latency functions");
        }
    }
}
