package org.pcmemu.algorithms.dbsp.broadcast;

import org.pcmemu.algorithms.Bound;
import org.pcmemu.algorithms.Claim;
import org.pcmemu.algorithms.locality.LocalityBounds;
import org.pcmemu.algorithms.locality.Roots;
import org.pcmemu.models.dbsp.DBsp;
import org.pcmemu.models.dbsp.DBspProcessor;
import org.pcmemu.models.dbsp.DBspProgram;

/**
 * ROOT on the recursive D-BSP (Juurlink et al. 2003, Theorem 3.3 and its proof: "replacing a
 * partitioning instruction into groups of size sqrt p by a sequence of (1/2) log p partitioning
 * instructions into halves"). On a sub-machine of k >= 2 processors, with m halvings making
 * G = 2^m groups (the sub-machines m levels down; m chosen per k, see {@link DBspBroadcastCosts}):
 *
 * <pre>
 *   halve m times; ROOT on the first group, the others idle                      T(first group)
 *   merge back; processor j of the first group sends the item to the first       max{g(k), l(k)}
 *   processor of group j+1, j = 0..G-2 (an h-relation with h = 1)
 *   halve m times; every group but the first: its first processor takes the      max T(group)
 *   item, then ROOT
 *
 *   k = 16, m = 2:   [0 1 2 3 | 4 5 6 7 | 8 9 10 11 | 12 13 14 15]
 *                    ROOT(4) -> 0, 1, 2 send to 4, 8, 12 -> ROOT(4) on each other group
 * </pre>
 *
 * For k = 2^(2^j) the groups have exactly sqrt k processors and the cost is the proof's
 * recurrence, T(k) = 2 T(sqrt k) + max{l(k), g(k)}, T(2) = max{l(2), g(2)}, which solves to
 * Eq. (3.1) with f = max{l, g}: the measured cost equals that sum, with m = (1/2) log k as the
 * proof says. For other k, halving cannot make groups of ceil(sqrt k) with enough senders in the
 * first group; a fixed m = floor(log k / 2) keeps one message per sender but, for step-shaped
 * latency functions, can break Theorem 3.2's ceiling bound with f = max{l, g} (p = 60,
 * l(k) = g(k) = 1 + 1000 min(1, floor(k/4)): 13029 against 7031). So m is chosen per k by the
 * cost recurrence, among the m whose first group has a sender for every other group (h = 1);
 * floor(log k / 2) is always among them, so the choice never costs more, and the ceiling bound,
 * this class's concrete reading of Theorem 3.3, holds (a test scans p = 3..2000 over step and
 * smooth latency functions).
 */
public record DBspRootBroadcast() implements DBspBroadcast {

    @Override
    public String label() {
        return "root";
    }

    @Override
    public long predicted(DBsp m) {
        return DBspBroadcastCosts.root(m);
    }

    @Override
    public Bound bound(DBsp m) {
        int p = m.p();
        if (Roots.isDoublyExponential(p)) {
            return new Bound(LocalityBounds.rootSum(p, LocalityBounds.max(m::l, m::g)), Claim.EQUALS,
                    "Juurlink et al. 2003, Theorem 3.3 (its proof's recurrence): sum_{i=0}^{log log p} 2^i"
                            + " max{l, g}(p^(1/2^i))");
        }
        return new Bound(LocalityBounds.theorem33(p, m::l, m::g), Claim.AT_MOST, p == 1
                ? "Juurlink et al. 2003, Theorem 3.3 (proof): T(1) = max{l(1), g(1)}"
                : "Juurlink et al. 2003, Theorem 3.3 in Theorem 3.2's ceiling form, f = max{l, g}");
    }

    @Override
    public DBspProgram program(DBsp model, long item, Long[] held) {
        int[] halvings = DBspBroadcastCosts.rootHalvings(model); // one plan for every processor
        return d -> {
            Item me = new Item(d.id(), d.id() == 0 ? item : null);
            new Member(me, halvings).root(d);
            held[d.id()] = me.value();
        };
    }

    /** The halvings ROOT makes at the top, on all p processors (0 for p = 1). */
    public static int topHalvings(DBsp model) {
        return DBspBroadcastCosts.rootHalvings(model)[model.p()];
    }

    /*
     * One processor's ROOT, and the program of every group it enters: one object per processor
     * for the whole run, not a lambda per descent (bench/README.md, seventh pass). A partition
     * runs the group's program at once, on this thread, so the fields that say which descent is
     * entered are set just before it and read first thing in run(), before a nested descent sets
     * them again.
     */
    private static final class Member implements DBspProgram {
        private final Item me;
        private final int[] halvings;
        /* The descent being entered: the first processor of the sub-machine it halves, and whether it is the second. */
        private int descentFirst;
        private boolean second;

        Member(Item me, int[] halvings) {
            this.me = me;
            this.halvings = halvings;
        }

        @Override
        public void run(DBspProcessor x) throws Exception {
            if (!second) {
                if (x.first() == descentFirst) {
                    root(x);
                }
            } else if (x.first() != descentFirst) {
                if (x.index() == 0) {
                    // Only a group's first processor is sent the item. The others do not look at
                    // their (empty) messages, so they need not wait for the superstep to end: the
                    // emulator lets them go on down to where they take the item (bench/README.md).
                    me.take(x);
                }
                root(x);
            }
        }

        /* ROOT on d's sub-machine, whose first processor holds the item. */
        void root(DBspProcessor d) throws Exception {
            int k = d.size();
            if (k == 1) {
                return;
            }
            int m = halvings[k];
            descend(d, m, false);
            spread(d, m);
        }

        /*
         * The send to the other groups and the second descent. A method of its own, like
         * RootBroadcast's second partition: the frame of root() above may stay interpreted after
         * its thread resumes; the work done in a method called from there is done by compiled code.
         */
        private void spread(DBspProcessor d, int m) throws Exception {
            int k = d.size();
            int j = d.index();
            if (j + 1 < 1 << m) { // 2^m groups; the offset in O(m), not the whole table per processor
                d.send(d.first() + Halving.offset(k, m, j + 1), me.item());
            }
            // ends the sending superstep: its messages are read in the groups' first superstep
            descend(d, m, true);
        }

        /*
         * Halves `levels` times, then runs the first (second: every other) group's ROOT in this
         * processor's sub-machine: the same sub-machines and cost as `levels` nested halvings, with
         * two barriers per processor instead of 2 levels (DBspProcessor.partition(int, ...)).
         */
        private void descend(DBspProcessor d, int levels, boolean secondDescent) throws Exception {
            descentFirst = d.first();
            second = secondDescent;
            if (levels == 0) {
                run(d);
            } else {
                d.partition(levels, this);
            }
        }
    }
}
