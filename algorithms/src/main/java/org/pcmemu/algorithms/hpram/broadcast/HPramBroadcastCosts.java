package org.pcmemu.algorithms.hpram.broadcast;

import org.pcmemu.algorithms.locality.Roots;
import org.pcmemu.models.hpram.HPram;

/**
 * The exact H-PRAM cost of the three broadcasts, from their recurrences (never from a run), with
 * the l(k) the model charges. T(k, known): a sub-machine of k processors whose first cell holds
 * the item, and whose first processor already knows it (known) or not.
 *
 * <pre>
 *   ROOT (Algorithm 3.1 with the heads' reads; c = ceil(sqrt k), G = ceil(k / c) groups;
 *   the head knows (K), reads (R) or reads in the enclosing write step (L), see RootBroadcast):
 *     T(1, K) = 0       T(1, R) = T(1, L) = l(1)
 *     T(2, K) = l(2)    T(2, R) = 2 l(2)           T(2, L) = l(2)
 *     T(4, any) = l(2) + l(4) + l(2)               (RootBroadcast.four)
 *     T(k, K) = T(c, K) + l(k) + max over groups j = 2..G of T(size_j, R)
 *     T(k, R) = T(k, L) = T(c, L) + l(k) + max over groups j = 2..G of T(size_j, R)
 *   binary tree (halves a = ceil(k/2) and k - a):
 *     B(1, kn) = kn ? 0 : l(1)          B(k, kn) = l(k) + max(B(a, kn), B(k - a, !kn))
 *   Heywood-Ranka with fixed k0 (groups of s = ceil(k / k0), G = ceil(k / s)):
 *     H(k, kn) = B(k, kn) if k <= k0
 *     H(k, kn) = B(k0, kn) + l(k) + max(H(s, true), max over j = 2..G of H(size_j, false))
 * </pre>
 *
 * Tables over k = 1..p, filled bottom-up: O(p) time and memory.
 */
public final class HPramBroadcastCosts {
    private static final int KNOWS = 0;
    private static final int READS = 1;
    private static final int LATER = 2;
    private HPramBroadcastCosts() {
    }

    /** ROOT's cost on the whole machine: processor 0 knows the item, which is in cell 0. */
    public static long root(HPram m) {
        return rootUpTo(m)[m.p()];
    }

    /** ROOT's cost on k processors (the first knowing the item), for every k = 1..p (index 0 unused). */
    public static long[] rootUpTo(HPram m) {
        int p = m.p();
        long[][] t = new long[3][p + 1]; // by head: 0 knows, 1 reads, 2 reads later
        for (int k = 1; k <= p; k++) {
            if (k <= 2) {
                t[KNOWS][k] = k == 1 ? 0 : m.l(2);
                t[READS][k] = k == 1 ? m.l(1) : 2 * m.l(2);
                t[LATER][k] = k == 1 ? m.l(1) : m.l(2);
                continue;
            }
            if (k == 4) { // RootBroadcast.four: every head, l(2) + l(4) + l(2)
                t[KNOWS][k] = 2 * m.l(2) + m.l(4);
                t[READS][k] = t[KNOWS][k];
                t[LATER][k] = t[KNOWS][k];
                continue;
            }
            int c = (int) Roots.ceilSqrt(k);
            int groups = Math.ceilDiv(k, c);
            int last = k - (groups - 1) * c;
            long others = Math.max(t[READS][last], groups >= 3 ? t[READS][c] : 0);
            t[KNOWS][k] = t[KNOWS][c] + m.l(k) + others;
            t[READS][k] = t[LATER][c] + m.l(k) + others;
            t[LATER][k] = t[READS][k];
        }
        return t[KNOWS];
    }

    /** The binary tree's cost on the whole machine. */
    public static long binaryTree(HPram m) {
        return tree(m, m.p())[1][m.p()];
    }

    /** Heywood-Ranka's cost with the fixed k0 >= 2. */
    public static long heywoodRanka(HPram m, int k0) {
        int p = m.p();
        long[][] b = tree(m, Math.min(p, k0));
        long[][] h = new long[2][p + 1];
        for (int k = 1; k <= p; k++) {
            if (k <= k0) {
                h[0][k] = b[0][k];
                h[1][k] = b[1][k];
                continue;
            }
            int s = Math.ceilDiv(k, k0);
            int groups = Math.ceilDiv(k, s);
            int last = k - (groups - 1) * s;
            long rest = Math.max(h[1][s], Math.max(h[0][last], groups >= 3 ? h[0][s] : 0));
            for (int kn = 0; kn <= 1; kn++) {
                h[kn][k] = b[kn][k0] + m.l(k) + rest;
            }
        }
        return h[1][p];
    }

    private static long[][] tree(HPram m, int p) {
        long[][] b = new long[2][p + 1];
        b[0][1] = m.l(1);
        for (int k = 2; k <= p; k++) {
            int a = (k + 1) / 2;
            for (int kn = 0; kn <= 1; kn++) {
                b[kn][k] = m.l(k) + Math.max(b[kn][a], b[1 - kn][k - a]);
            }
        }
        return b;
    }
}
