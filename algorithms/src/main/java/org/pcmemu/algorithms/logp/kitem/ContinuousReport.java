package org.pcmemu.algorithms.logp.kitem;

import java.util.Optional;
import java.util.OptionalLong;
import org.pcmemu.models.Bound;
import org.pcmemu.models.Claim;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.models.logp.LogP;
import org.pcmemu.models.logp.LogPRun;

/**
 * One continuous broadcast run (SPAA section 3.1): item i is created at the source at step i
 * (i = 0..m-1) and its delay is the time until every processor has it minus i. The emulator runs
 * the first m items of a block-cyclic schedule (section 3.2, found by {@link CyclicSearch}) and
 * measures every item's delay. Where the optimal tree has none, a block-cyclic schedule on a pruned
 * tree of depth B(P-1) + 1 or more ({@link PrunedTreeSearch}; for L = 2 that is Theorem 3.5's
 * L + B(P-1) + 1) is tried, and where none is known either, the greedy single-sending plan runs
 * and only the lower bound is claimed.
 *
 * @param measured    the largest measured delay
 * @param bound       equals L + B(P-1) with a block-cyclic schedule (section 3.1's lower bound, reached;
 *                    Theorem 3.3 cited only where 3 <= L <= 10 and P - 1 = P(t)); on a pruned tree of
 *                    depth D: equals L + B(P-1) + 1 where Theorem 3.4's lower bound holds (L = 2,
 *                    P - 1 = P(t), t >= 7), else at most L + D; with the greedy plan: at least L + B(P-1)
 * @param search      how the search for a block-cyclic schedule ended
 * @param fibonacciT  the t with P - 1 = P(t), or -1
 * @param completion  completion[i]: when item i had reached every processor (measured)
 * @param outcome     the emulated run
 */
public record ContinuousReport(LogP model, int items, long measured, Bound bound, SearchOutcome search,
                               long fibonacciT, String construction, long[] completion, PlanEmulation.Outcome outcome) {

    /** The emulated run. */
    public LogPRun run() {
        return outcome.run();
    }

    /** The measured reception table (SPAA Figures 2 and 5 layout). */
    public ReceptionTable table() {
        return ReceptionTable.of(outcome);
    }

    /** delay[i] = completion[i] - i. */
    public long[] delays() {
        long[] d = completion.clone();
        for (int i = 0; i < d.length; i++) {
            d[i] -= i;
        }
        return d;
    }

    public static ContinuousReport run(LogP m, int items, RunOptions options) {
        KItemReport.check(m, items, "continuous broadcast");
        int P = m.P();
        long L = m.L();
        CyclicSearch.Found found = CyclicSearch.canonical(P, L);
        long lower = KItemBounds.continuousDelay(P, L);
        KItemPlan plan;
        Bound bound;
        long t = KItemBounds.fibonacciIndex(P, L);
        if (found.get().isPresent()) {
            plan = CyclicPlans.continuous(found.schedule(), P, L, items, found.how());
            bound = new Bound(lower, Claim.EQUALS, "SPAA section 3.1: at least L + B(P-1), reached by a block-cyclic"
                    + " schedule (section 3.2)" + (theorem33(L, t) ? ", the case of Theorem 3.3 (3 <= L <= 10,"
                    + " P - 1 = P(t))" : ""));
        } else {
            String none = "no block-cyclic schedule on the optimal tree " + (found.outcome() == SearchOutcome.NONE
                    ? "exists (exhaustive search)" : "found within the budget");
            long depth = lower - L;
            Optional<CyclicSchedule> pruned = Optional.empty();
            long D = depth + 1;
            PostalFibonacci sizes = PrunedTreeSearch.sizes(L, P - 1);
            for (; pruned.isEmpty() && D < depth + Math.max(2, L) && PrunedTreeSearch.worthTrying(sizes, D, D - depth - 1, P - 1);
                 D++) {
                pruned = PrunedTreeSearch.find(P - 1, L, D);
            }
            long delay = L + D - 1;
            if (pruned.isPresent()) {
                plan = CyclicPlans.continuous(pruned.get(), P, L, items, "pruned tree of depth " + (D - 1));
                bound = theorem34(L, t) && delay == lower + 1
                        ? new Bound(delay, Claim.EQUALS, "SPAA Theorem 3.4 (L = 2, P - 1 = P(t), t = " + t
                                + " >= 7): at least L + B(P-1) + 1; reached on a pruned tree, as Theorem 3.5 gives; "
                                + none)
                        : new Bound(delay, Claim.AT_MOST, "block-cyclic on a pruned tree, L + " + (D - 1)
                                + (theorem35(L, t) && delay == lower + 1
                                ? ", as Theorem 3.5 gives (L = 2, P - 1 = P(t))" : "") + "; " + none
                                + "; at least L + B(P-1) = " + lower + " (section 3.1)");
            } else {
                plan = GreedyPlanner.plan(P, L, items);
                bound = new Bound(lower, Claim.AT_LEAST, "SPAA section 3.1: L + B(P-1); " + none
                        + ", nor on a pruned tree: greedy plan instead");
            }
        }
        PlanEmulation.Outcome out = PlanEmulation.run(m, plan, false, options);
        KItemReport.verify(m, plan, out);
        long[] completion = new long[items];
        long worst = 0;
        for (int i = 0; i < items; i++) {
            completion[i] = out.completion(i);
            worst = Math.max(worst, completion[i] - i);
        }
        return new ContinuousReport(m, items, worst, bound, found.outcome(), t, plan.construction(), completion, out);
    }

    /** Theorem 3.5's delay L + B(P-1) + 1, reachable for L = 2 and P - 1 = P(t); empty where it does not apply. */
    public OptionalLong theorem35() {
        return theorem35(model.L(), fibonacciT) ? OptionalLong.of(KItemBounds.continuousDelay(model.P(), 2) + 1)
                : OptionalLong.empty();
    }

    /* Theorem 3.3's conditions (3 <= L <= 10, P - 1 = P(t)); its t >= t(L) is met wherever a schedule is found. */
    static boolean theorem33(long L, long t) {
        return L >= 3 && L <= 10 && t >= 0;
    }

    /* Theorem 3.4's lower bound L + B(P-1) + 1: L = 2 and P - 1 = P(t), t >= 7 (the proof's case). */
    static boolean theorem34(long L, long t) {
        return L == 2 && t >= 7;
    }

    /* Theorem 3.5: L = 2 and P - 1 = P(t). */
    static boolean theorem35(long L, long t) {
        return L == 2 && t >= 0;
    }
}
