package org.pcmemu.algorithms.hpram.broadcast;

import org.pcmemu.algorithms.Bound;
import org.pcmemu.algorithms.Claim;
import org.pcmemu.algorithms.locality.LocalityBounds;
import org.pcmemu.algorithms.locality.Roots;
import org.pcmemu.models.hpram.HPram;
import org.pcmemu.models.hpram.HPramProcessor;
import org.pcmemu.models.hpram.HPramProgram;

/**
 * Algorithm 3.1 of Juurlink et al. (2003), ROOT, on a sub-machine of k processors whose first
 * cell holds the item (c = ceil(sqrt k)):
 *
 * <pre>
 *   k = 2:  processor 2 reads the item from the first cell                          l(2)
 *   k > 2:  partition {c, k - c}; ROOT(c) on the first group                        T(c)
 *           processors 2..G of the first group write the item to the first          l(k)
 *           cells of groups 2..G (cell i*c + 1 in the paper's 1-based numbering)
 *           partition into G groups of c, the last one smaller; ROOT on every       T(c)
 *           group but the first
 *
 *   k = 16, c = 4:   [0 1 2 3 | 4 5 6 7 | 8 9 10 11 | 12 13 14 15]
 *                    ROOT(4) -> 1, 2, 3 write cells 4, 8, 12 -> ROOT(4) on each other group
 * </pre>
 *
 * <p>Two things the paper's sketch leaves open, handled here:
 * <ul>
 * <li>The last group. The paper makes c groups, the last of k - (c-1)c processors, which is 0 or
 * negative when (c-1)c >= k (k = 5, 6, 11, 12, 19, 20, ...). Here there are G = ceil(k/c) groups:
 * G-1 full groups of c and a last one of k - (G-1)c, between 1 and c. Since c^2 >= k, G <= c, so
 * processors 2..G of the first group are enough writers. k = 1 does nothing (the item is known)
 * and k = 2 is the paper's base case; every k > 2 has 2 <= c < k, so the recursion ends.</li>
 * <li>The first processor of every group but the first (its head). The item is written to the
 * group's first cell, but in the sketch nobody reads it for the head: ROOT(2) reads only for
 * processor 2. Here the head reads the first cell in the write step of its group (k > 2: the
 * head is not a writer, and the writers use other cells, so the step still costs l(k)); inside
 * the first group's recursion the head of a group of 2 leaves its read to that write step one
 * level up. Only a group of 2 whose head must read for itself (a group after the first, at the
 * level with c = 2) needs one more step: EREW forbids both processors to read the one cell at
 * once, so it costs 2 l(2) instead of l(2). For p = 2^(2^k) >= 4 this adds exactly
 * (log p / 2) l(2) to Eq. (3.1); see {@link #bound} and the README.</li>
 * </ul>
 */
public record RootBroadcast() implements HPramBroadcast {

    @Override
    public String label() {
        return "root";
    }

    @Override
    public long predicted(HPram m) {
        return HPramBroadcastCosts.root(m);
    }

    /**
     * p = 2^(2^k): equals Eq. (3.1) + (log p / 2) l(2) (0 for p = 2). A group whose head must read
     * costs what a group whose head knows costs once it has more than 2 processors (the read
     * rides in its write step), and l(2) more for 2 processors. So with D(p) the cost above
     * Eq. (3.1), D(2) = 0, D(4) = l(2) (the second group of 2) and D(p) = 2 D(sqrt p) for p >= 16:
     * D(p) = (log p / 2) l(2). Other p: at most Theorem 3.2's ceiling bound; p = 1: at most l(1).
     */
    @Override
    public Bound bound(HPram m) {
        int p = m.p();
        if (Roots.isDoublyExponential(p)) {
            long heads = (63 - Long.numberOfLeadingZeros(p)) / 2 * m.l(2);
            return new Bound(LocalityBounds.rootSum(p, m::l) + heads, Claim.EQUALS,
                    "Juurlink et al. 2003, Theorem 3.2, Eq. (3.1), plus (log p / 2) l(2) for the group heads' reads");
        }
        return new Bound(LocalityBounds.theorem32(p, m::l), Claim.AT_MOST, p == 1
                ? "Juurlink et al. 2003, Theorem 3.2 (proof): T(1) = l(1)"
                : "Juurlink et al. 2003, Theorem 3.2: l(p) + 2 sum_{i=0}^{ceil(log log p)} 2^i l(ceil(p^(1/2^i)))");
    }

    @Override
    public HPramProgram program(long item, Long[] held) {
        return h -> {
            Holder me = h.id() == 0 ? Holder.start(0, item) : new Holder(h.id());
            root(h, me, Head.KNOWS);
            held[h.id()] = me.has() ? me.item() : null;
        };
    }

    /** What the first processor of a sub-machine (its head) knows when ROOT starts on it. */
    enum Head {
        /** It knows the item. */
        KNOWS,
        /** It does not, and must read the first cell within this sub-machine. */
        READS,
        /** It does not, and reads the first cell in the write step of the enclosing level. */
        READS_LATER
    }

    /* ROOT on h's sub-machine, whose first cell holds the item. */
    private static void root(HPramProcessor h, Holder me, Head head) throws Exception {
        int k = h.size();
        int base = h.firstCell();
        if (k <= 2) {
            if (head == Head.READS || (head == Head.READS_LATER && k == 1)) {
                if (h.index() == 0) {
                    me.take(h.read(base));
                }
                if (k == 2) {
                    h.step();              // EREW: not in the same step as processor 2's read
                }
            }
            if (h.index() == 1) {
                me.take(h.read(base));     // the paper's base case
            }
            return;                        // the end of the part ends its last step
        }
        int c = (int) Roots.ceilSqrt(k);
        int groups = Math.ceilDiv(k, c);
        int first = h.first();
        int stride = c * h.model().cellsPerProcessor();
        h.partition(new int[] {c, k - c}, x -> {
            if (x.first() == first) {
                root(x, me, head == Head.KNOWS ? Head.KNOWS : Head.READS_LATER);
            }
        });
        int i = h.index();
        if (i >= 1 && i < groups) {
            h.write(base + i * stride, me.item());
        } else if (i == 0 && head != Head.KNOWS) {
            me.take(h.read(base));
        }
        h.partition(groupSizes(k, c, groups), x -> { // the partition also ends the write step
            if (x.first() != first) {
                root(x, me, Head.READS);
            }
        });
    }

    /* G - 1 groups of c and the rest. */
    static int[] groupSizes(int k, int c, int groups) {
        int[] sizes = new int[groups];
        java.util.Arrays.fill(sizes, c);
        sizes[groups - 1] = k - (groups - 1) * c;
        return sizes;
    }
}
