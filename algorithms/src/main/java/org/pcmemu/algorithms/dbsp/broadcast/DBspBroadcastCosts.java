package org.pcmemu.algorithms.dbsp.broadcast;

import org.pcmemu.models.dbsp.DBsp;

/**
 * The exact D-BSP cost of the two broadcasts, from their recurrences (never from a run), with
 * f(k) = max{g(k), l(k)}, the price of a superstep on k processors with h = 1 and no local work:
 *
 * <pre>
 *   ROOT:         T(1) = 0;  T(k) = min over m of  T(n_0) + f(k) + max_{j >= 1} T(n_j)
 *                 n_0, ..., n_{G-1}: the sizes of the G = 2^m sub-machines m halvings below k,
 *                 ceil(k / 2^m) (the first, and k mod 2^m in all) or floor(k / 2^m);
 *                 m >= 1 such that the first group has a sender for every other: n_0 >= G - 1;
 *                 at k = 2^(2^j) only m = 2^(j-1), the proof's (1/2) log k; ties: the least m
 *   binary tree:  B(1) = 0;  B(k) = f(k) + max(B(ceil(k/2)), B(floor(k/2)))
 * </pre>
 */
public final class DBspBroadcastCosts {
    private DBspBroadcastCosts() {
    }

    public static long root(DBsp m) {
        return rootUpTo(m)[m.p()];
    }

    /** ROOT's cost on k processors for every k = 1..p (index 0 unused). */
    public static long[] rootUpTo(DBsp m) {
        return rootPlan(m)[0];
    }

    /** The halvings ROOT makes on a sub-machine of k processors, for every k = 1..p (0 for k = 1). */
    public static int[] rootHalvings(DBsp m) {
        long[] h = rootPlan(m)[1];
        int[] out = new int[h.length];
        for (int k = 0; k < h.length; k++) {
            out[k] = (int) h[k];
        }
        return out;
    }

    /* {costs, halvings} by k, filled bottom-up: O(p log p). */
    private static long[][] rootPlan(DBsp m) {
        int p = m.p();
        long[] t = new long[p + 1];
        long[] chosen = new long[p + 1];
        for (int k = 2; k <= p; k++) {
            long best = Long.MAX_VALUE;
            int bestM = 0;
            int fixed = org.pcmemu.algorithms.locality.Roots.isDoublyExponential(k)
                    ? (31 - Integer.numberOfLeadingZeros(k)) / 2 : 0;
            for (int h = 1; (1L << h) <= k; h++) {
                int groups = 1 << h;
                int ceil = (k + groups - 1) / groups;
                int floor = k / groups;
                if (ceil < groups - 1 || (fixed != 0 && h != fixed)) {
                    continue;
                }
                int ceilCount = k % groups == 0 ? groups : k % groups;
                long others = ceilCount >= 2 ? t[ceil] : 0;
                if (ceilCount < groups) {
                    others = Math.max(others, t[floor]);
                }
                long cost = Math.addExact(Math.addExact(t[ceil], f(m, k)), others);
                if (cost < best) {
                    best = cost;
                    bestM = h;
                }
            }
            t[k] = best;
            chosen[k] = bestM;
        }
        return new long[][] {t, chosen};
    }

    public static long binaryTree(DBsp m) {
        long[] b = new long[m.p() + 1];
        for (int k = 2; k <= m.p(); k++) {
            b[k] = f(m, k) + Math.max(b[(k + 1) / 2], b[k / 2]);
        }
        return b[m.p()];
    }

    private static long f(DBsp m, int k) {
        return m.superstepCost(k, 0, 1);
    }
}
