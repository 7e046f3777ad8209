package org.pcmemu.algorithms.hpram.broadcast;

import org.agrona.collections.Int2ObjectHashMap;
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
 * level up. A sub-machine of 4 is scheduled by hand ({@code Member.four}) so that its head's read costs
 * nothing either: following the paper's partitions literally, the second pair's head would have
 * to read for itself before its partner, 2 l(2) instead of l(2) (EREW forbids both to read the
 * one cell at once). So at p = 2^(2^k) ROOT costs exactly Eq. (3.1); see {@link #bound}.</li>
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
     * p = 2^(2^k): equals Eq. (3.1). A group whose head must read costs what a group whose head
     * knows costs: with more than 4 processors the read rides in its write step, and a group of 4
     * is scheduled so that it costs l(2) + l(4) + l(2) in every case ({@code Member.four}). So
     * T(p) = T(sqrt p) + l(p) + T(sqrt p), Eq. (3.1)'s recurrence, with T(4) = 2 l(2) + l(4) and
     * T(2) = l(2). Other p: at most Theorem 3.2's ceiling bound; p = 1: at most l(1).
     */
    @Override
    public Bound bound(HPram m) {
        int p = m.p();
        if (Roots.isDoublyExponential(p)) {
            return new Bound(LocalityBounds.rootSum(p, m::l), Claim.EQUALS,
                    "Juurlink et al. 2003, Theorem 3.2, Eq. (3.1)");
        }
        return new Bound(LocalityBounds.theorem32(p, m::l), Claim.AT_MOST, p == 1
                ? "Juurlink et al. 2003, Theorem 3.2 (proof): T(1) = l(1)"
                : "Juurlink et al. 2003, Theorem 3.2: l(p) + 2 sum_{i=0}^{ceil(log log p)} 2^i l(ceil(p^(1/2^i)))");
    }

    @Override
    public HPramProgram program(long item, Long[] held) {
        PartSizes partSizes = new PartSizes();
        return h -> {
            Holder me = h.id() == 0 ? Holder.start(0, item) : new Holder(h.id());
            new Member(me, partSizes).root(h, Head.KNOWS);
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

    /*
     * One processor's ROOT, and the program of every part it enters: one object per processor for
     * the whole run, not a lambda per partition (about ten objects of 24 to 40 bytes per processor
     * and run; bench/README.md, seventh pass). A partition runs the part's program at once, on
     * this thread, so the fields that say which part is entered are set just before each
     * partition and read first thing in run(), before a nested partition sets them again.
     */
    private static final class Member implements HPramProgram {
        private final Holder me;
        private final PartSizes partSizes;
        /* The part being entered: a pair of a sub-machine of 4 (pair; the cell to read in it, or
         * -1), or a group of a level (the first processor of the partitioned sub-machine, which of
         * the level's two partitions, and what the head of a group that runs ROOT knows). */
        private boolean pair;
        private int levelFirst;
        private boolean firstPartition;
        private Head inner;
        private int pairRead;

        Member(Holder me, PartSizes partSizes) {
            this.me = me;
            this.partSizes = partSizes;
        }

        @Override
        public void run(HPramProcessor x) throws Exception {
            if (pair) {
                if (pairRead >= 0) {
                    me.take(x.read(pairRead));
                }
            } else if ((x.first() == levelFirst) == firstPartition) {
                root(x, inner);
            }
        }

        /* ROOT on h's sub-machine, whose first cell holds the item. */
        void root(HPramProcessor h, Head head) throws Exception {
            int k = h.size();
            int base = h.firstCell();
            if (k == 4) {
                four(h, head);
                return;
            }
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
            level(h, head, c, groups, true);
            level(h, head, c, groups, false);
        }

        /*
         * One of a level's two partitions: the first ({c, k - c}, ROOT on the first group) or the
         * second (the write step, then ROOT on every other group). Both from this one method,
         * called from root(), for two reasons of the JVM's:
         * - A parked virtual thread's frames are copied to a heap object sized to the stack it
         *   parks with, and a thread that parks with a deeper stack than that object holds gets a
         *   new one. When the second partition ran one method deeper than the first, every level's
         *   second partition parked deeper than its first, on the way back up as well as on the way
         *   down (at p = 2^18 a run allocated 4.3 GB on average, 3.0 GB since: bench/README.md,
         *   fifth pass).
         * - A processor's frame of root() that was entered before root() was compiled stays
         *   interpreted when its thread resumes from the first partition; the work done in a method
         *   called from there is done by compiled code.
         */
        private void level(HPramProcessor h, Head head, int c, int groups, boolean first) throws Exception {
            int k = h.size();
            int[] sizes;
            Head next;
            // One array per k for all members: the emulator compares it by reference, not element
            // by element per member (for the groups, each member building its own would cost
            // O(k sqrt k) per level).
            if (first) {
                sizes = partSizes.halves(k, c);
                next = head == Head.KNOWS ? Head.KNOWS : Head.READS_LATER;
            } else {
                int base = h.firstCell();
                int i = h.index();
                if (i >= 1 && i < groups) {
                    h.write(base + i * c * h.model().cellsPerProcessor(), me.item());
                } else if (i == 0 && head != Head.KNOWS) {
                    me.take(h.read(base));
                }
                sizes = partSizes.groups(k, c, groups);
                next = Head.READS;
            }
            pair = false;
            levelFirst = h.first();
            firstPartition = first;
            inner = next;
            h.partition(sizes, this); // the second partition also ends the write step
        }

        /*
         * ROOT(4) in l(2) + l(4) + l(2) whatever the head knows: the pairs' partitions, and in the
         * l(4) step between them two accesses of the four go to the second pair's cells (A, B, C,
         * D: the cells of processors a, b, c, d; A holds the item):
         *
         *   head knows:        step 1 [a b]: b reads A   step 2: a writes C, b writes D   step 3 [c d]: c reads C, d reads D
         *   head reads:        step 1 [a b]: a reads A   step 2: a writes D, c reads A    step 3: b reads A; d reads D
         *   head reads later:  step 1 [a b]: b reads A   step 2: b writes D, c reads A    step 3: d reads D (a reads A in
         *                                                                                  the enclosing write step)
         *
         * Every step has one access per processor and none to a cell another processor touches
         * (EREW).
         */
        private void four(HPramProcessor h, Head head) throws Exception {
            int base = h.firstCell();
            int cells = h.model().cellsPerProcessor();
            int cellC = base + 2 * cells;
            int cellD = base + 3 * cells;
            int i = h.index();
            pairs(h, i == (head == Head.READS ? 0 : 1) ? base : -1);
            switch (head) {
                case KNOWS -> {
                    if (i == 0) {
                        h.write(cellC, me.item());
                    } else if (i == 1) {
                        h.write(cellD, me.item());
                    }
                }
                case READS, READS_LATER -> {
                    if (i == (head == Head.READS ? 0 : 1)) {
                        h.write(cellD, me.item());
                    } else if (i == 2) {
                        me.take(h.read(base));
                    }
                }
            }
            int read = -1;
            if (head == Head.KNOWS && i >= 2) {
                read = i == 2 ? cellC : cellD;
            } else if (head != Head.KNOWS && i == 3) {
                read = cellD;
            } else if (head == Head.READS && i == 1) {
                read = base;
            }
            pairs(h, read);
        }

        /* The partition of a sub-machine of 4 into pairs, in which this processor reads cell (or nothing: -1). */
        private void pairs(HPramProcessor h, int cell) throws Exception {
            pair = true;
            pairRead = cell;
            h.partition(PAIRS, this);
        }
    }

    /*
     * The part sizes of the sub-machines of k processors, shared by all their members: the first
     * partition's {c, k - c} under -k (the binary tree's halves too), the groups' under k (k >= 3
     * in both). A run has a few
     * dozen keys; each is made once, under the lock, and read without one from a copy that is
     * never changed after it is published (an int key: no boxing per lookup).
     */
    static final class PartSizes {
        private volatile Int2ObjectHashMap<int[]> sizes = new Int2ObjectHashMap<>();

        int[] halves(int k, int c) {
            int[] made = sizes.get(-k);
            return made != null ? made : add(-k, new int[] {c, k - c});
        }

        int[] groups(int k, int c, int groups) {
            int[] made = sizes.get(k);
            return made != null ? made : add(k, groupSizes(k, c, groups));
        }

        private synchronized int[] add(int key, int[] made) {
            int[] there = sizes.get(key);
            if (there != null) {
                return there;
            }
            Int2ObjectHashMap<int[]> copy = new Int2ObjectHashMap<>(sizes);
            copy.put(key, made);
            sizes = copy;
            return made;
        }
    }

    /* The halves of a sub-machine of 4, for every one of them: the emulator only reads it. */
    private static final int[] PAIRS = {2, 2};

    /* G - 1 groups of c and the rest. */
    static int[] groupSizes(int k, int c, int groups) {
        int[] sizes = new int[groups];
        java.util.Arrays.fill(sizes, c);
        sizes[groups - 1] = k - (groups - 1) * c;
        return sizes;
    }
}
