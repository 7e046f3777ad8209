package org.pcmemu.algorithms.logp.kitem;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A block-cyclic schedule (SPAA section 3.2) for L = 1 and every m = P - 1 &gt;= 2, with delay
 * exactly B(m) = ceil(log2 m): single-sending in L + B(P-1) + k - 1 = B(P-1) + 2L + k - 2, Theorem
 * 3.7's bound (and the single-sending lower bound) for L = 1. The argument is in
 * docs/algorithms.md, "Theorem 3.7 for L = 1".
 *
 * <pre>
 *   T(B): every node of delay d &lt; B sends at d .. B - 1, children at d + 1 .. B (2^B nodes)
 *   a reduced node loses its child at B (a leaf); u = 2^B - m nodes are reduced
 *   word of a node of delay d with r &gt;= 2 children:  r - 1 letters of delay d + r
 *     (legal: d + r = d mod r, so the offsets 0 and q, q = 1..r-1, are distinct mod r)
 *     unreduced: d + r = B; reduced: d + r = B - 1
 *   supply of delay B - 1: the reduced nodes of delay B - 1 (they become leaves)
 *   demand of delay B - 1: B - d - 2 for each reduced node of delay d &lt;= B - 3
 *   the receive-only processor takes one letter of the delay left over
 * </pre>
 */
final class BinomialCyclic {
    private BinomialCyclic() {
    }

    /** The schedule for m = P - 1 processors and L = 1. */
    static CyclicSchedule schedule(int m) {
        if (m < 2) {
            throw new IllegalArgumentException("a block-cyclic schedule needs m >= 2, got " + m);
        }
        int B = (int) KItemBounds.broadcastTime(m, 1);
        int full = 1 << B;
        PostalTree tree = PostalTree.optimal(full, 1); // T(B): all 2^B nodes of delay <= B
        int[] reduce = reductions(B, full - m); // reduce[d]: nodes of delay d that lose their child at B
        int[] drop = new int[full];
        int[] left = reduce.clone();
        for (int v = 0; v < full; v++) {
            int d = (int) tree.delay(v);
            if (d < B && left[d] > 0) {
                left[d]--;
                drop[v] = 1;
            }
        }
        PostalTree pruned = tree.pruned(drop);
        int W = 0; // letters of delay B - 1 the reduced internal nodes take
        for (int d = 0; d <= B - 3; d++) {
            W += reduce[d] * (B - d - 2);
        }
        int spare = reduce[B - 1] - W; // 0 or 1: the receive-only processor's letter
        List<CyclicSchedule.Group> groups = new ArrayList<>();
        int first = 1;
        for (int v = 0; v < pruned.size(); v++) {
            int r = pruned.children(v);
            if (r > 0) {
                int letter = (int) (B - (pruned.delay(v) + r)); // letters count down from the depth B
                int[] word = new int[r - 1];
                Arrays.fill(word, letter);
                groups.add(new CyclicSchedule.Group(first, r, v, word));
                first += r;
            }
        }
        groups.add(new CyclicSchedule.Group(first, 1, -1, new int[] {spare == 1 ? 1 : 0}));
        return new CyclicSchedule(pruned, 1, groups);
    }

    /*
     * How many nodes of each delay d < B to reduce, u in all (0 <= u < 2^(B-1)): nodes of delay
     * d <= B - 3 (weight w = B - d - 2, the letters of delay B - 1 each then needs) from the
     * lightest up, each paid for by w reduced nodes of delay B - 1; what is left by nodes of
     * delay B - 2 (weight 0), and one more of delay B - 1 if need be (the receive-only letter).
     */
    static int[] reductions(int B, int u) {
        int[] reduce = new int[Math.max(B, 1)];
        int left = u;
        int W = 0;
        for (int d = B - 3; d >= 0; d--) {
            int w = B - d - 2;
            int take = Math.min(nodesAt(d), left / (w + 1));
            // keep what is left within what delay B - 2 and one spare letter can absorb
            reduce[d] = take;
            left -= take * (w + 1);
            W += take * w;
        }
        int y = B >= 2 ? Math.min(left, nodesAt(B - 2)) : 0;
        if (B >= 2) {
            reduce[B - 2] = y;
        }
        left -= y;
        if (left > 1 || B == 0 && u > 0) {
            throw new IllegalStateException("no reduction of T(" + B + ") by " + u + " nodes");
        }
        if (B >= 1) {
            reduce[B - 1] = W + left;
            if (reduce[B - 1] > nodesAt(B - 1)) {
                throw new IllegalStateException("T(" + B + ") has too few nodes of delay " + (B - 1));
            }
        }
        return reduce;
    }

    /* Nodes of delay d in the binomial tree T(B), B > d: 1 at d = 0, 2^(d-1) after. */
    private static int nodesAt(int d) {
        return d == 0 ? 1 : 1 << (d - 1);
    }
}
