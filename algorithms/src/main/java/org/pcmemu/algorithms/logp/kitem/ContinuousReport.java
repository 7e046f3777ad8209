package org.pcmemu.algorithms.logp.kitem;

import org.pcmemu.algorithms.Bound;
import org.pcmemu.algorithms.Claim;
import org.pcmemu.emulator.RunOptions;
import org.pcmemu.models.logp.LogP;
import org.pcmemu.models.logp.LogPRun;

/**
 * One continuous broadcast run (SPAA section 3.1): item i is created at the source at step i
 * (i = 0..m-1) and its delay is the time until every processor has it minus i. The emulator runs
 * the first m items of a block-cyclic schedule (section 3.2, found by {@link CyclicSearch}) and
 * measures every item's delay; where no block-cyclic schedule is known, the greedy single-sending
 * plan runs instead and only the lower bound is claimed.
 *
 * @param measured    the largest measured delay
 * @param bound       equals L + B(P-1) with a block-cyclic schedule (Theorem 3.3), else at least it
 * @param search      how the search for a block-cyclic schedule ended
 * @param fibonacciT  the t with P - 1 = P(t), or -1
 * @param completion  completion[i]: when item i had reached every processor (measured)
 */
public record ContinuousReport(LogP model, int items, long measured, Bound bound, SearchOutcome search,
                               int fibonacciT, String construction, long[] completion, PlanEmulation.Outcome outcome) {

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
        KItemReport.check(m, items);
        int P = m.P();
        long L = m.L();
        CyclicSearch.Found found = CyclicSearch.canonical(P, L);
        long lower = KItemBounds.continuousDelay(P, L);
        KItemPlan plan = found.get().map(c -> CyclicPlans.continuous(c, P, L, items, found.how()))
                .orElseGet(() -> GreedyPlanner.plan(P, L, items));
        Bound bound = found.get().isPresent()
                ? new Bound(lower, Claim.EQUALS, "SPAA section 3.1 and Theorem 3.3: L + B(P-1), block-cyclic")
                : new Bound(lower, Claim.AT_LEAST, "SPAA section 3.1: L + B(P-1); no block-cyclic schedule "
                        + (found.outcome() == SearchOutcome.NONE ? "exists (exhaustive search)" : "found within the budget")
                        + ", greedy plan instead");
        PlanEmulation.Outcome out = PlanEmulation.run(m, plan, false, options);
        KItemReport.verify(m, plan, out);
        long[] completion = new long[items];
        long worst = 0;
        for (int i = 0; i < items; i++) {
            completion[i] = out.completion(i);
            worst = Math.max(worst, completion[i] - i);
        }
        return new ContinuousReport(m, items, worst, bound, found.outcome(), KItemBounds.fibonacciIndex(P, L),
                plan.construction(), completion, out);
    }
}
