package org.pcmemu.algorithms.dbsp.broadcast;

import org.pcmemu.models.Bound;
import org.pcmemu.models.Claim;
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
     * One processor's ROOT, written as a loop over the sub-machines it enters rather than as a
     * recursion: a processor waits (for the item) with its whole stack kept on the heap, and at
     * p = 10^6 every processor waits at once, so each recursion level on the stack would cost
     * memory a million times (as loops, the locality broadcasts fit in 2.1 to 2.9 GB at
     * p = 10^6; docs/performance.md, "Memory"). The recursion it runs, on a
     * sub-machine of k processors entered as a group of a descent:
     *
     *   if it is not the group that runs ROOT in this descent: return
     *   (second descent) its first processor takes the item
     *   k = 1: return
     *   halve m times (first descent: ROOT on the first group), merge
     *   processor j < 2^m - 1 sends the item to the first processor of group j + 1
     *   halve m times (second descent: ROOT on every other group), merge
     *
     * The loop keeps, per nesting level, only which descent it is in (a bit of `second`); a
     * level's k, m and first processor are those of the sub-machine it is back in.
     */
    private static final class Member {
        private final Item me;
        private final int[] halvings;

        Member(Item me, int[] halvings) {
            this.me = me;
            this.halvings = halvings;
        }

        /* ROOT on the whole machine, whose first processor holds the item. */
        void start(DBspProcessor x) {
            long second = 0; // bit d: the partition entered at nesting depth d is a second descent
            int depth = 0;
            int descentFirst = x.first(); // the first processor of the sub-machine just halved
            boolean inSecond = false; // whether the group just entered is of a second descent
            while (true) {
                if (runsHere(x, descentFirst, inSecond)) { // ROOT here: its first descent
                    descentFirst = x.first();
                    inSecond = false;
                    x.beginPartition(halvings[x.size()]); // at least 1 halving for k >= 2
                    depth++;
                    second &= ~(1L << depth);
                    continue;
                }
                while (true) { // done here: back up to the first level with a descent still to make
                    if (depth == 0) {
                        return;
                    }
                    boolean wasSecond = (second & 1L << depth) != 0;
                    x.endPartition();
                    depth--;
                    if (!wasSecond) {
                        break;
                    }
                }
                int k = x.size();
                int m = halvings[k];
                int first = x.first();
                int j = x.index();
                if (j + 1 < 1 << m) { // 2^m groups; the offset in O(m), not the whole table per processor
                    x.send(first + Halving.offset(k, m, j + 1), me.item());
                }
                descentFirst = first;
                inSecond = true;
                x.beginPartition(m); // ends the sending superstep: its messages are read in the groups' first superstep
                depth++;
                second |= 1L << depth;
            }
        }

        /*
         * Entered a group of a descent of the sub-machine whose first processor is descentFirst:
         * whether ROOT runs on it (the first group of a first descent, any other group of a second
         * one, and more than one processor). In a second descent the group's first processor takes
         * the item first. The others do not look at their (empty) messages, so they need not wait
         * for the superstep to end: the emulator lets them go on down to where they take the item.
         */
        private boolean runsHere(DBspProcessor x, int descentFirst, boolean inSecond) {
            boolean firstGroup = x.first() == descentFirst;
            if (inSecond) {
                if (firstGroup) {
                    return false;
                }
                if (x.index() == 0) {
                    me.take(x);
                }
            } else if (!firstGroup) {
                return false;
            }
            return x.size() > 1;
        }
    }
}
