package org.pcmemu.algorithms.logp.kitem;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Plans built on a block-cyclic assignment ({@link CyclicSchedule}): item i leaves the source at
 * step i and follows T_{P-1} from its root at i + L.
 */
public final class CyclicPlans {
    private CyclicPlans() {
    }

    /**
     * Continuous phase only (SPAA section 3.1 to 3.3): items 0..k-1, each once from the source,
     * every item reaching everyone L + B(P-1) after it left; cost L + B(P-1) + k - 1.
     */
    public static KItemPlan continuous(CyclicSchedule c, int P, long L, int k, String how) {
        List<Transmission> sends = new ArrayList<>();
        long depth = c.tree().depth();
        for (int i = 0; i < k; i++) {
            c.emit(i, i, depth, sends);
        }
        return new KItemPlan(P, L, k, sends, KItemPlan.lastArrival(sends, L),
                "block-cyclic (" + how + "): " + c.describe());
    }

    /** The canonical block-cyclic plan for items 0..k-1, if one was found. */
    public static Optional<KItemPlan> continuous(int P, long L, int k) {
        CyclicSearch.Found found = CyclicSearch.canonical(P, L);
        return found.get().map(c -> continuous(c, P, L, k, found.how()));
    }

    /**
     * A single-sending plan. For L = 1 (P - 1 &gt;= 2) the pruned binomial tree of
     * {@link BinomialCyclic}: L + B(P-1) + k - 1, Theorem 3.7's bound, for every P. Otherwise the
     * canonical block-cyclic one (cost L + B(P-1) + k - 1), else one on a pruned tree of depth
     * B(P-1) the search finds. For L = 2 (P - 1 &gt;= 2) then the pruned T(B(P-1) + 1) of
     * {@link LatencyTwoCyclic}: L + B(P-1) + k, Theorem 3.7's bound, for every P. For L &gt;= 3
     * the search goes on with depths B(P-1) + x, x &lt; L, among the first
     * {@link PrunedTreeSearch#MOST_DEPTHS} (cost L + B(P-1) + x + k - 1, within Theorem 3.7's
     * B(P-1) + 2L + k - 2), else the greedy plan.
     */
    public static KItemPlan singleSending(int P, long L, int k) {
        if (L == 1 && P >= 3) {
            return continuous(BinomialCyclic.schedule(P - 1), P, L, k, "pruned binomial tree, L = 1");
        }
        Optional<KItemPlan> plan = continuous(P, L, k);
        long depth = KItemBounds.broadcastTime(P - 1, L);
        PostalFibonacci sizes = PrunedTreeSearch.sizes(L, P - 1);
        long last = L == 2 && P >= 3 ? depth + 1 : depth + L; // L = 2: depth B(P-1) + 1 is built, not searched
        for (long D = depth; plan.isEmpty() && D < last && PrunedTreeSearch.worthTrying(sizes, D, D - depth, P - 1); D++) {
            long d = D;
            plan = PrunedTreeSearch.find(P - 1, L, D).map(c -> continuous(c, P, L, k, "pruned tree of depth " + d));
        }
        if (plan.isEmpty() && L == 2 && P >= 3) {
            return continuous(LatencyTwoCyclic.schedule(P - 1), P, L, k, "pruned tree of depth B(P-1) + 1, L = 2");
        }
        return plan.orElseGet(() -> GreedyPlanner.plan(P, L, k));
    }
}
