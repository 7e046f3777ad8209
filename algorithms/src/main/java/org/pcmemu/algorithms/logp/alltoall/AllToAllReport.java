package org.pcmemu.algorithms.logp.alltoall;

import org.pcmemu.models.Bound;
import org.pcmemu.models.Claim;
import org.pcmemu.emulator.Limits;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.models.logp.LogP;
import org.pcmemu.models.logp.LogPRun;

/**
 * One all-to-all broadcast run reported against theory.
 *
 * @param itemsPerProcessor  k
 * @param measured           when the last processor holds every item (emulated clocks)
 * @param bound              TR section 5.1, L + 2o + g(k(P-1) - 1): equals for the staggered order
 *                           where the emulator's rules can reach it, at least otherwise
 * @param scheduleBound      the staggered plan's own cost L + 2o + delta + max(g,o)(k(P-1)-1): equals
 *                           where that is optimal under the emulator's rules (delta = 0 or o >= g),
 *                           at most otherwise; for the naive order a lower bound
 * @param lowerBound         what any algorithm needs under the emulator's rules (see {@link AllToAllBounds})
 * @param receiveDelay       delta, the staggered plan's reception delay (0: the TR's own schedule)
 * @param capacityViolations receptions at which more than ceil(L/g) messages were in transit to
 *                           the receiver
 */
public record AllToAllReport(LogP model, AllToAllOrder order, int itemsPerProcessor, long measured, Bound bound,
                             Bound scheduleBound, Bound lowerBound, long receiveDelay, long capacityViolations,
                             LogPRun run) {

    public double ratio() {
        return bound.ratio(measured);
    }

    public long messages() {
        return run.result().messages();
    }

    public double wallMillis() {
        return run.result().wallMillis();
    }

    public static AllToAllReport run(LogP m, AllToAllOrder order, int k, RunOptions options) {
        int P = m.P();
        AllToAllBroadcast.checkLimits(P, k, m);
        long delta = AllToAllBounds.receiveDelay(P, k, m.L(), m.o(), m.g());
        Bound lower = new Bound(AllToAllBounds.lowerBound(P, k, m.L(), m.o(), m.g()), Claim.AT_LEAST,
                "max(L + 2o + max(g,o)(k(P-1)-1), 2k(P-1)o): receptions max(g,o) apart, overheads serialize");
        Bound schedule;
        if (order == AllToAllOrder.NAIVE) {
            schedule = new Bound(AllToAllBounds.naiveLowerBound(P, k, m.L(), m.o(), m.g()), Claim.AT_LEAST,
                    "naive order: P-1 messages meet at the last processor");
        } else {
            boolean optimal = AllToAllBounds.staggeredOptimal(P, k, m.L(), m.o(), m.g());
            long period = AllToAllBounds.period(P, k, m.L(), m.o(), m.g());
            schedule = new Bound(AllToAllBounds.staggeredTime(P, k, m.L(), m.o(), m.g()),
                    optimal ? Claim.EQUALS : Claim.AT_MOST,
                    "staggered plan L + 2o + delta + D(k(P-1)-1), D = " + period + ", delta = " + delta
                            + (optimal ? ", optimal under the emulator's rules (meets the lower bound)" : ""));
        }
        AllToAllBroadcast.Outcome out = AllToAllBroadcast.run(m, order, k, options);
        check(m, k, out);
        return new AllToAllReport(m, order, k, out.time(), paperBound(m, order, k), schedule, lower,
                order == AllToAllOrder.STAGGERED ? delta : 0, out.run().capacity().violations(), out.run());
    }

    private static Bound paperBound(LogP m, AllToAllOrder order, int k) {
        long paper = AllToAllBounds.paperTime(m.P(), k, m.L(), m.o(), m.g());
        if (order == AllToAllOrder.STAGGERED && AllToAllBounds.paperBoundReachable(m.P(), k, m.L(), m.o(), m.g())) {
            return new Bound(paper, Claim.EQUALS, "TR section 5.1: L + 2o + g(k(P-1)-1)");
        }
        return new Bound(paper, Claim.AT_LEAST, order == AllToAllOrder.STAGGERED
                ? "TR section 5.1 lower bound; unreachable here: overheads overlap or o > g"
                : "TR section 5.1 lower bound L + 2o + g(k(P-1)-1)");
    }

    /* Every processor holds all Pk items; P k (P-1) messages, all received. */
    private static void check(LogP m, int k, AllToAllBroadcast.Outcome out) {
        int items = m.P() * k;
        for (int i = 0; i < m.P(); i++) {
            if (out.held()[i].cardinality() != items) {
                throw new IllegalStateException("output check failed: processor " + i + " holds "
                        + out.held()[i].cardinality() + " of " + items + " items");
            }
        }
        long expected = (long) m.P() * k * (m.P() - 1);
        if (out.run().result().messages() != expected || out.run().result().undelivered() != 0) {
            throw new IllegalStateException("output check failed: " + out.run().result().messages() + " messages, "
                    + out.run().result().undelivered() + " never received; expected " + expected + " and 0");
        }
    }
}
