package org.pcmemu.algorithms.hpram.broadcast;

import org.agrona.collections.Int2ObjectHashMap;
import org.pcmemu.models.Bound;
import org.pcmemu.models.Claim;
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
 * level up. A sub-machine of 4 is scheduled by hand ({@code Member.middle}) so that its head's read costs
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
     * is scheduled so that it costs l(2) + l(4) + l(2) in every case ({@code Member.middle}). So
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
            new Member(me, partSizes).start(h);
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
     * One processor's ROOT, written as a loop over the sub-machines it enters rather than as a
     * recursion: a processor waits (at its read, a writer also at its write) with its whole stack
     * kept on the heap, and at p = 10^6 nearly every processor waits at once, so each recursion
     * level on the stack would cost memory a million times (as loops, the locality broadcasts
     * fit in 2.1 to 2.9 GB at p = 10^6; docs/performance.md, "Memory"). The recursion it runs,
     * ROOT(k, what the head knows):
     *
     *   k <= 2:  the base case (root's reads)
     *   k = 4:   pairs, the middle step, pairs again (four)
     *   else:    partition {c, k - c}, ROOT on the first group (head: KNOWS, or READS_LATER)
     *            the write step; partition into the groups, ROOT on every other group (READS)
     *
     * What is left to do in a sub-machine once the partition it made is merged back is kept per
     * nesting level in `after` (a level's write step, or four's middle step, with what the head
     * knows; or nothing); a level's k and c are those of the sub-machine it is back in.
     */
    private static final class Member {
        private static final int LEVEL_WRITE = 0; // then the level's second partition
        private static final int FOUR_MIDDLE = 1; // then the second pairs
        private static final int DONE = 2; // the sub-machine's last partition: nothing left
        private static final Head[] HEADS = Head.values();

        private final Holder me;
        private final PartSizes partSizes;

        Member(Holder me, PartSizes partSizes) {
            this.me = me;
            this.partSizes = partSizes;
        }

        /* ROOT on the whole machine, whose first cell holds the item and whose head knows it. */
        void start(HPramProcessor h) {
            long after = 0; // 4 bits per nesting level: what is left there, and what the head knows
            int depth = 0; // at most 6: k shrinks to about sqrt(k) per level (2^31 -> 46341 -> 216 -> 15 -> 4 -> 2)
            Head head = Head.KNOWS;
            boolean root = true; // ROOT runs on the sub-machine just entered, with head
            while (true) {
                if (root) {
                    int k = h.size();
                    if (k == 4) {
                        after = push(after, ++depth, FOUR_MIDDLE, head);
                        pairs(h, h.index() == (head == Head.READS ? 0 : 1) ? h.firstCell() : -1);
                    } else if (k <= 2) {
                        base(h, head);
                    } else { // the level's first partition: ROOT on the first group
                        int c = (int) Roots.ceilSqrt(k);
                        int levelFirst = h.first();
                        after = push(after, ++depth, LEVEL_WRITE, head);
                        h.beginPartition(partSizes.split(k, c));
                        if (h.first() == levelFirst) {
                            head = head == Head.KNOWS ? Head.KNOWS : Head.READS_LATER;
                            continue;
                        }
                    }
                }
                root = false;
                // This processor's part is done: back up to the first sub-machine with work left.
                int left = DONE;
                while (left == DONE) {
                    if (depth == 0) {
                        return;
                    }
                    h.endPartition();
                    int code = (int) (after >>> 4 * depth) & 0xF;
                    left = code >> 2;
                    head = HEADS[code & 3];
                    depth--;
                }
                if (left == LEVEL_WRITE) { // the write step, then ROOT on every group but the first
                    int k = h.size();
                    int c = (int) Roots.ceilSqrt(k);
                    int groups = Math.ceilDiv(k, c);
                    int base = h.firstCell();
                    int i = h.index();
                    if (i >= 1 && i < groups) {
                        h.write(base + i * c * h.model().cellsPerProcessor(), me.item());
                    } else if (i == 0 && head != Head.KNOWS) {
                        me.take(h.read(base));
                    }
                    int levelFirst = h.first();
                    after = push(after, ++depth, DONE, head);
                    h.beginPartition(partSizes.groups(k, c, groups)); // also ends the write step
                    if (h.first() != levelFirst) {
                        head = Head.READS;
                        root = true;
                    }
                } else { // four's middle step, then the second pairs
                    after = push(after, ++depth, DONE, head);
                    pairs(h, middle(h, head));
                }
            }
        }

        private static long push(long after, int depth, int left, Head head) {
            long code = left << 2 | head.ordinal();
            return after & ~(0xFL << 4 * depth) | code << 4 * depth;
        }

        /* ROOT on 1 or 2 processors (the paper's base case), whose first cell holds the item. */
        private void base(HPramProcessor h, Head head) {
            int k = h.size();
            int base = h.firstCell();
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
        }                                  // the end of the part ends its last step

        /*
         * ROOT(4) in l(2) + l(4) + l(2) whatever the head knows: the pairs' partitions, and in the
         * l(4) step between them (this method; it returns the cell this processor reads in the
         * second pairs, or -1) two accesses of the four go to the second pair's cells (A, B, C,
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
        private int middle(HPramProcessor h, Head head) {
            int base = h.firstCell();
            int cells = h.model().cellsPerProcessor();
            int cellC = base + 2 * cells;
            int cellD = base + 3 * cells;
            int i = h.index();
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
            if (head == Head.KNOWS && i >= 2) {
                return i == 2 ? cellC : cellD;
            } else if (head != Head.KNOWS && i == 3) {
                return cellD;
            } else if (head == Head.READS && i == 1) {
                return base;
            }
            return -1;
        }

        /* Enters this processor's pair of a sub-machine of 4 and reads cell there (or nothing: -1). */
        private void pairs(HPramProcessor h, int cell) {
            h.beginPartition(PAIRS);
            if (cell >= 0) {
                me.take(h.read(cell));
            }
        }
    }

    /*
     * The part sizes of the sub-machines of k processors, shared by all their members: a split
     * {c, k - c} under -k, the groups' under k (k >= 3 for both). The key leaves c out, so one
     * instance serves one rule for c: ROOT's ceil(sqrt k), the binary tree's ceil(k/2) (halves),
     * or Heywood-Ranka's fixed k for its split and ceil(n/k) for its groups. A run has a few dozen keys; each is made once, under the lock, and read without
     * one from a copy that is never changed after it is published (an int key: no boxing per
     * lookup).
     */
    static final class PartSizes {
        private volatile Int2ObjectHashMap<int[]> sizes = new Int2ObjectHashMap<>();

        int[] split(int k, int c) {
            int[] made = sizes.get(-k);
            return made != null ? made : add(-k, new int[] {c, k - c});
        }

        /* ceil(k/2) and floor(k/2), for an instance that makes no other split. */
        int[] halves(int k) {
            return split(k, (k + 1) / 2);
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
