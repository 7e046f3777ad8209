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
            new Member(me, halvings).start(d);
            held[d.id()] = me.value();
        };
    }

    /** The halvings ROOT makes at the top, on all p processors (0 for p = 1). */
    public static int topHalvings(DBsp model) {
        return DBspBroadcastCosts.rootHalvings(model)[model.p()];
    }

    /*
     * One processor's ROOT, and the program of every group it enters: one object per processor
     * for the whole run, not a lambda per descent, and ROOT's whole level in run() itself, so that
     * a level costs two frames (run and the partition) on the stack of every processor that waits
     * below it (bench/README.md, seventh pass). A partition runs the group's program at once, on
     * this thread, so the fields that say which descent is entered are set just before it and read
     * first thing in run(), before a nested descent sets them again.
     */
    private static final class Member implements DBspProgram {
        private final Item me;
        private final int[] halvings;
        /* The descent being entered: the first processor of the sub-machine it halves, and
         * whether it is the level's second. */
        private int descentFirst;
        private boolean second;

        Member(Item me, int[] halvings) {
            this.me = me;
            this.halvings = halvings;
        }

        /* ROOT on the whole machine, whose first processor holds the item. */
        void start(DBspProcessor d) throws Exception {
            descentFirst = d.first();
            second = false;
            run(d);
        }

        /*
         * Entered in a group of a descent: ROOT on it if it is the first group of a first descent
         * or another group of a second one, whose first processor then takes the item. ROOT on k
         * processors: halve m times, ROOT on the first group; the first group's processor j sends
         * the item to the first processor of group j + 1; halve m times again, ROOT on every other
         * group.
         */
        @Override
        public void run(DBspProcessor x) throws Exception {
            boolean firstGroup = x.first() == descentFirst;
            if (second) {
                if (firstGroup) {
                    return;
                }
                if (x.index() == 0) {
                    // Only a group's first processor is sent the item. The others do not look at
                    // their (empty) messages, so they need not wait for the superstep to end: the
                    // emulator lets them go on down to where they take the item (bench/README.md).
                    me.take(x);
                }
            } else if (!firstGroup) {
                return;
            }
            int k = x.size();
            if (k == 1) {
                return;
            }
            int m = halvings[k]; // at least 1 for k >= 2
            int first = x.first();
            descentFirst = first;
            second = false;
            x.partition(m, this); // the same sub-machines and cost as m nested halvings, two barriers
            int j = x.index();
            if (j + 1 < 1 << m) { // 2^m groups; the offset in O(m), not the whole table per processor
                x.send(first + Halving.offset(k, m, j + 1), me.item());
            }
            descentFirst = first;
            second = true;
            x.partition(m, this); // ends the sending superstep: its messages are read in the groups' first superstep
        }
    }
}
