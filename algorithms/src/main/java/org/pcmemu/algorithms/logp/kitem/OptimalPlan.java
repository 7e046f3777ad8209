package org.pcmemu.algorithms.logp.kitem;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The cheapest plan this package can build for k-item broadcast: a continuous phase with an
 * endgame ({@link EndgamePlanner}) where its search finds one below L + B(P-1) + k - 1, else the
 * block-cyclic continuous plan, else the greedy single-sending plan. Cheapest by the plans' own
 * costs; the emulation then measures the chosen one.
 */
public final class OptimalPlan {
    private OptimalPlan() {
    }

    public static KItemPlan plan(int P, long L, int k) {
        List<KItemPlan> candidates = new ArrayList<>();
        CyclicPlans.continuous(P, L, k).ifPresent(candidates::add);
        if (candidates.isEmpty()) {
            candidates.add(GreedyPlanner.plan(P, L, k));
        }
        long limit = candidates.get(0).plannedCost();
        EndgamePlanner.plan(P, L, k, limit).ifPresent(candidates::add);
        return candidates.stream().min(Comparator.comparingLong(KItemPlan::plannedCost)).orElseThrow();
    }
}
