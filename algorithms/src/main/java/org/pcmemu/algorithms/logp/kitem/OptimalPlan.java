package org.pcmemu.algorithms.logp.kitem;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The cheapest plan this package can build for k-item broadcast: a continuous phase with an
 * endgame ({@link EndgamePlanner}) where its search finds one cheaper than the single-sending plan
 * ({@link CyclicPlans#singleSending}), else that plan. Cheapest by the plans' own
 * costs; the emulation then measures the chosen one.
 */
public final class OptimalPlan {
    private OptimalPlan() {
    }

    public static KItemPlan plan(int P, long L, int k) {
        List<KItemPlan> candidates = new ArrayList<>();
        candidates.add(CyclicPlans.singleSending(P, L, k));
        long limit = candidates.get(0).plannedCost();
        EndgamePlanner.plan(P, L, k, limit).ifPresent(candidates::add);
        return candidates.stream().min(Comparator.comparingLong(KItemPlan::plannedCost)).orElseThrow();
    }
}
