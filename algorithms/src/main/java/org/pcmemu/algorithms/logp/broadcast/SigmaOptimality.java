package org.pcmemu.algorithms.logp.broadcast;

import org.pcmemu.models.Bound;
import org.pcmemu.models.Claim;
import org.pcmemu.models.logp.LogP;

/**
 * The sum of information times of a P-way broadcast (TR Definition 3.7) and its optimum. By TR
 * Theorem 3.4 the optimal tree B(P) is also Sigma-optimal: its information times are the P
 * smallest labels of the universal tree, and any minimal broadcast's i-th smallest information
 * time is at least B(P)'s. This is the property the optimal summation rests on (TR section 4).
 */
public final class SigmaOptimality {
    private SigmaOptimality() {
    }

    /**
     * The least possible sum of information times: the sum of the P smallest labels of the
     * universal tree, where a node labelled t has children t + L + 2o + i max(g, o), i >= 0.
     */
    public static long minimumSumOfTimes(int P, long L, long o, long g) {
        long first = L + 2 * o;
        long d = Math.max(g, o);
        TimeHeap candidates = new TimeHeap(); // (label of a node's next child, node)
        long sum = 0;
        if (P > 1) {
            candidates.add(first, 0);
        }
        for (int id = 1; id < P; id++) {
            long t = candidates.minTime();
            int parent = candidates.removeMin();
            sum += t;
            candidates.add(t + d, parent);
            candidates.add(t + first, id);
        }
        return sum;
    }

    /** The bound on {@link BroadcastReport#sumOfTimes()}: equals for the optimal tree, at least otherwise. */
    public static Bound sumBound(LogP m, BroadcastAlgorithm algorithm) {
        long min = minimumSumOfTimes(m.P(), m.L(), m.o(), m.g());
        return algorithm == BroadcastAlgorithm.OPTIMAL
                ? new Bound(min, Claim.EQUALS, "B(P) is Sigma-optimal: TR Theorem 3.4")
                : new Bound(min, Claim.AT_LEAST, "the least sum of information times: TR Theorem 3.4");
    }
}
