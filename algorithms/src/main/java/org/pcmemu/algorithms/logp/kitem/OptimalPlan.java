package org.pcmemu.algorithms.logp.kitem;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The cheapest plan this package can build for k-item broadcast: a continuous phase with an
 * endgame ({@link EndgamePlanner}) where its search finds one cheaper than the others, else the
 * single-sending plan ({@link CyclicPlans#singleSending}) or a baseline ({@link BaselinePlans}:
 * for k = 1 the sequential plan is the optimal one-item broadcast, B(P)), whichever is cheapest
 * by the plans' own costs. Where that misses Theorem 3.1 on a small machine, the exact search
 * ({@link ExactSearch}) looks below it and proves the optimum. The emulation then measures the
 * chosen plan.
 */
public final class OptimalPlan {
    private OptimalPlan() {
    }

    /**
     * A plan and what is known of its cost.
     *
     * @param optimum  the least time of any schedule, where proven (Theorem 3.1 reached, or the
     *                 exact search); -1 otherwise
     * @param why      how the optimum was proven, or why it was not
     */
    public record Choice(KItemPlan plan, long optimum, String why) {
    }

    public static KItemPlan plan(int P, long L, int k) {
        return choose(P, L, k).plan();
    }

    public static Choice choose(int P, long L, int k) {
        List<KItemPlan> candidates = new ArrayList<>();
        candidates.add(CyclicPlans.singleSending(P, L, k));
        candidates.add(BaselinePlans.sequential(P, L, k)); // k = 1: the optimal one-item broadcast, B(P)
        candidates.add(BaselinePlans.pipelined(P, L, k));
        long limit = candidates.stream().mapToLong(KItemPlan::plannedCost).min().orElseThrow();
        EndgamePlanner.plan(P, L, k, limit).ifPresent(candidates::add);
        KItemPlan best = candidates.stream().min(Comparator.comparingLong(KItemPlan::plannedCost)).orElseThrow();
        long counting = KItemBounds.countingBound(P, L, k);
        if (best.plannedCost() == counting) {
            return new Choice(best, counting, "Theorem 3.1 reached");
        }
        ExactSearch.Result exact = ExactSearch.search(P, L, k, best.plannedCost());
        String unreachable = "exact search (" + ExactSearch.LIMITS + "): Theorem 3.1's " + counting;
        return switch (exact.outcome()) {
            case FOUND -> new Choice(exact.plan().orElseThrow(), exact.optimum(), exact.optimum() == counting
                    ? "Theorem 3.1 reached" : unreachable + " is not reachable; optimum " + exact.optimum());
            case NONE -> new Choice(best, best.plannedCost(), unreachable + " is not reachable; optimum "
                    + best.plannedCost());
            case BUDGET -> new Choice(best, -1, ExactSearch.applies(P, L, k)
                    ? "the exact search stopped at its budget of " + ExactSearch.BUDGET + " nodes"
                    : "the machine is beyond the exact search's limits (" + ExactSearch.LIMITS + ")");
        };
    }
}
