package org.pcmemu.algorithms.logp.kitem;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The cheapest plan this package can build for k-item broadcast: a continuous phase with an
 * endgame ({@link EndgamePlanner}) where its search finds one cheaper than the others, else the
 * single-sending plan ({@link CyclicPlans#singleSending}) or a baseline ({@link BaselinePlans}:
 * for k = 1 the sequential plan is the optimal one-item broadcast, B(P)), whichever is cheapest. Cheapest by the plans' own
 * costs; the emulation then measures the chosen one.
 */
public final class OptimalPlan {
    private OptimalPlan() {
    }

    public static KItemPlan plan(int P, long L, int k) {
        List<KItemPlan> candidates = new ArrayList<>();
        candidates.add(CyclicPlans.singleSending(P, L, k));
        candidates.add(BaselinePlans.sequential(P, L, k)); // k = 1: the optimal one-item broadcast, B(P)
        candidates.add(BaselinePlans.pipelined(P, L, k));
        long limit = candidates.stream().mapToLong(KItemPlan::plannedCost).min().orElseThrow();
        EndgamePlanner.plan(P, L, k, limit).ifPresent(candidates::add);
        return candidates.stream().min(Comparator.comparingLong(KItemPlan::plannedCost)).orElseThrow();
    }
}
