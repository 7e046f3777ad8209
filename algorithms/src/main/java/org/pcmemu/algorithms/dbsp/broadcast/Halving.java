package org.pcmemu.algorithms.dbsp.broadcast;

/**
 * The sub-machines i halvings below a sub-machine of k processors, as the recursive D-BSP makes
 * them: each splits into ceil(n/2) and floor(n/2). Offsets are relative to the sub-machine's
 * first processor; every node has ceil(k/2^i) or floor(k/2^i) processors, the first one
 * ceil(k/2^i).
 */
final class Halving {
    private Halving() {
    }

    /**
     * The offset of node {@code node} (0-based, left to right) of the 2^i at depth i, in O(i);
     * needs k >= 2^i.
     */
    static int offset(int k, int i, int node) {
        int offset = 0;
        int n = k;
        for (int level = i - 1; level >= 0; level--) {
            int a = (n + 1) / 2;
            if ((node >>> level & 1) == 0) {
                n = a;
            } else {
                offset += a;
                n -= a;
            }
        }
        return offset;
    }
}
