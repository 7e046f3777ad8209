package org.pcmemu.algorithms.hpram.broadcast;

import org.pcmemu.models.Bound;
import org.pcmemu.models.Claim;
import org.pcmemu.models.hpram.HPram;
import org.pcmemu.models.hpram.HPramProcessor;
import org.pcmemu.models.hpram.HPramProgram;

/**
 * Baseline: the binary-tree broadcast by recursive halving, which uses the H-PRAM's locality as
 * far as halving goes. On a sub-machine of k processors with halves a = ceil(k/2) and k - a:
 *
 * <pre>
 *   first processor knows:   it writes the item to the second half's first cell   l(k)
 *                            halves: (knows, does not know but its cell holds it)
 *   it does not:             the second half's first processor reads the first cell l(k)
 *                            halves: (does not know, knows)
 *   k = 1: a processor that does not know reads its cell                           l(1)
 * </pre>
 *
 * One access per level: for p = 2^n it costs l(p) + l(p/2) + ... + l(2) + l(1), which is
 * Theta(log^2 p) for l = log k and Theta(sqrt p) for l = sqrt k.
 */
public record BinaryTreeBroadcast() implements HPramBroadcast {

    @Override
    public String label() {
        return "binary-tree";
    }

    @Override
    public long predicted(HPram m) {
        return HPramBroadcastCosts.binaryTree(m);
    }

    @Override
    public Bound bound(HPram m) {
        return new Bound(predicted(m), Claim.EQUALS,
                "binary tree by halving: B(k, kn) = l(k) + max(B(ceil(k/2), kn), B(floor(k/2), !kn))");
    }

    @Override
    public HPramProgram program(long item, Long[] held) {
        RootBroadcast.PartSizes sizes = new RootBroadcast.PartSizes(); // the halves only
        return h -> {
            Holder me = h.id() == 0 ? Holder.start(0, item) : new Holder(h.id());
            tree(h, me, true, sizes);
            held[h.id()] = me.has() ? me.item() : null;
        };
    }

    /*
     * The tree on h's sub-machine; if !headKnows, its first cell holds the item. The recursion
     * B(k): the head writes the item to the second half's first cell (or, not knowing it, the
     * second half's head reads it from the first cell), the sub-machine halves, and each half does
     * the same. Written as a loop down the halvings and then back up the merges, so that a
     * processor waiting at a read or write keeps one frame on its stack, not one per level (a
     * waiting processor's stack is kept on the heap, a million times at p = 10^6). Every member
     * passes the one halves array of its sub-machine's size (sizes: an instance for the halves only).
     */
    static void tree(HPramProcessor h, Holder me, boolean headKnows, RootBroadcast.PartSizes sizes) {
        int depth = 0;
        while (h.size() > 1) {
            int k = h.size();
            int base = h.firstCell();
            int a = (k + 1) / 2;
            if (headKnows && h.index() == 0) {
                h.write(base + a * h.model().cellsPerProcessor(), me.item());
            } else if (!headKnows && h.index() == a) {
                me.take(h.read(base));
            }
            int first = h.first();
            h.beginPartition(sizes.halves(k));
            depth++;
            if (h.first() != first) {
                headKnows = !headKnows;
            }
        }
        if (!headKnows) {
            me.take(h.read(h.firstCell()));
        }
        for (; depth > 0; depth--) {
            h.endPartition();
        }
    }
}
