package org.pcmemu.harness;

import java.math.BigInteger;
import java.util.List;
import java.util.Map;
import org.pcmemu.algorithms.logp.alltoall.AllToAllBounds;
import org.pcmemu.algorithms.logp.alltoall.AllToAllOrder;
import org.pcmemu.algorithms.logp.alltoall.AllToAllReport;
import org.pcmemu.emulator.InvalidParameterException;
import org.pcmemu.models.logp.LogP;

/**
 * The registry's alltoall: k-item all-to-all broadcast in the staggered and the naive orders (TR
 * section 5.1), measured against the TR's L + 2o + g(k(P-1) - 1), the staggered plan's own cost
 * and the lower bound under the emulator's rules ({@link AllToAllBounds} says why the TR's time is
 * reachable only when a processor's send and receive overheads never collide).
 */
final class AllToAlls {
    static final Problem PROBLEM = new Problem("alltoall",
            "every processor sends k items to every other (TR section 5.1)",
            List.of("All-to-all broadcast of k items per processor on LogP or postal. Every processor sends each of"
                    + " its k items to the P-1 others and receives k(P-1) items. The TR's time L + 2o + g(k(P-1)-1)"
                    + " (one item: L + 2o + (P-2)g) is claimed equal only where the emulator can reach it: when no"
                    + " send overhead of a processor collides with one of its receive overheads and o <= g. Otherwise"
                    + " it is a lower bound, shown next to the staggered plan's own cost and the lower bound"
                    + " max(L + 2o + max(g,o)(k(P-1)-1), 2k(P-1)o). staggered: processor i sends to i+1, i+2, ..."
                    + " mod P; naive: everyone sends to 0 first, then 1, ...."),
            List.of("pcmemu run alltoall --model postal --P 16 --lambda 7    (21, the TR's time)"),
            new Problem.Retired(List.of("order"), "--algorithm", given -> "--algorithm " + given.get("order")));

    private AllToAlls() {
    }

    static void register(List<Algorithm> all) {
        for (AllToAllOrder order : AllToAllOrder.values()) {
            all.add(new Algorithm("alltoall", order.label(), Runs.LOGP_FAMILY,
                    List.of(Parameter.withDefault("items", 1, 1, "items per processor, k")),
                    order == AllToAllOrder.STAGGERED
                            ? "staggered order (TR section 5.1): L+2o+g(k(P-1)-1) where reachable"
                            : "naive order, everyone to 0 first, then 1, ...: at least the TR's time",
                    (m, p, o) -> {
                        LogP model = m.logP();
                        AllToAllReport r = AllToAllReport.run(model, order, items(p.get("items"), model.P()), o);
                        return Runs.report("alltoall", m, order.label(), p, r.measured(), r.bound(), r.run(),
                                Runs.figures("scheduleBound", r.scheduleBound().value(), "lowerBound",
                                        r.lowerBound().value(), "receiveDelay", r.receiveDelay(), "period",
                                        period(r)), details(r));
                    }, SpreadClaim.AS_DECLARED)); // receptions at their planned times: docs/algorithms.md
        }
    }

    /* k, checked: each processor plans its k(P-1) receptions in one array. */
    private static int items(long k, int P) {
        BigInteger perProcessor = BigInteger.valueOf(k).multiply(BigInteger.valueOf(P - 1L));
        if (perProcessor.compareTo(BigInteger.valueOf(Integer.MAX_VALUE - 8)) > 0) {
            throw new InvalidParameterException("--items " + k + " with --P " + P + " means k(P-1) = " + k + " * "
                    + (P - 1) + " = " + perProcessor + " receptions per processor, more than 2^31 - 9");
        }
        if (k > Integer.MAX_VALUE - 8) { // P = 1: nothing to receive, but the items are held in one array
            throw new InvalidParameterException("--items must be at most 2^31 - 9, got " + k);
        }
        return (int) k;
    }

    /* The period the order sends at: the staggered plan's D, or the gap the naive order keeps. */
    private static long period(AllToAllReport r) {
        LogP m = r.model();
        return r.order() == AllToAllOrder.STAGGERED
                ? AllToAllBounds.period(m.P(), r.itemsPerProcessor(), m.L(), m.o(), m.g()) : Math.max(m.g(), m.o());
    }

    private static RunDetails details(AllToAllReport r) {
        LogP m = r.model();
        int k = r.itemsPerProcessor();
        boolean staggered = r.order() == AllToAllOrder.STAGGERED;
        List<RunDetails.Figure> figures = List.of(
                new RunDetails.Figure("items", "items", k, "", "k, per processor"),
                new RunDetails.Figure("itemsToReceive", "items to receive", AllToAllBounds.itemsToReceive(m.P(), k), "",
                        "N = k(P-1), per processor"),
                new RunDetails.Figure("receiveDelay", "receive delay", r.receiveDelay(), "cycles", staggered
                        ? "delta: receptions shifted to keep overheads apart (0: the TR's own schedule)"
                        : "none: the naive order receives as messages come"),
                new RunDetails.Figure("period", "send period", period(r), "cycles", staggered
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
        return new RunDetails(Map.of(), Map.of(), figures, fields, null, null,
                RunDetails.PerProcessor.finishTimes(r.run().result()));
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
}
