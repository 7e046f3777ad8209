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
}
