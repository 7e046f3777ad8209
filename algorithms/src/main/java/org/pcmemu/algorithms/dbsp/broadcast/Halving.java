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

    /** {offsets, sizes} of the 2^i nodes at depth i, left to right; needs k >= 2^i. */
    static int[][] nodes(int k, int i) {
        int[] offsets = {0};
        int[] sizes = {k};
        for (int level = 0; level < i; level++) {
            int[] o = new int[offsets.length * 2];
            int[] s = new int[sizes.length * 2];
            for (int j = 0; j < sizes.length; j++) {
                int a = (sizes[j] + 1) / 2;
                o[2 * j] = offsets[j];
                s[2 * j] = a;
                o[2 * j + 1] = offsets[j] + a;
                s[2 * j + 1] = sizes[j] - a;
            }
            offsets = o;
            sizes = s;
        }
        return new int[][] {offsets, sizes};
    }
}
