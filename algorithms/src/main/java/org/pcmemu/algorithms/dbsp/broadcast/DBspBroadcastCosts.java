package org.pcmemu.algorithms.dbsp.broadcast;

import org.pcmemu.models.dbsp.DBsp;

/**
 * The exact D-BSP cost of the two broadcasts, from their recurrences (never from a run), with
 * f(k) = max{g(k), l(k)}, the price of a superstep on k processors with h = 1 and no local work:
 *
 * <pre>
 *   ROOT:         T(1) = 0;  T(k) = T(n_0) + f(k) + max_{j >= 1} T(n_j)
 *                 n_0, ..., n_{G-1}: the sizes of the G = 2^m sub-machines m = max(1, floor(log k / 2))
 *                 halvings below k (n_0 = ceil(k / 2^m))
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
        long[] t = new long[m.p() + 1];
        for (int k = 2; k <= m.p(); k++) {
            int[] sizes = Halving.nodes(k, DBspRootBroadcast.halvings(k))[1];
            long others = 0;
            for (int j = 1; j < sizes.length; j++) {
                others = Math.max(others, t[sizes[j]]);
            }
            t[k] = t[sizes[0]] + f(m, k) + others;
        }
        return t;
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
