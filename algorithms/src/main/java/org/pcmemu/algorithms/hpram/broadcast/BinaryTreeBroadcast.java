package org.pcmemu.algorithms.hpram.broadcast;

import org.pcmemu.algorithms.Bound;
import org.pcmemu.algorithms.Claim;
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
        return h -> {
            Holder me = h.id() == 0 ? Holder.start(0, item) : new Holder(h.id());
            tree(h, me, true);
            held[h.id()] = me.has() ? me.item() : null;
        };
    }

    /* The tree on h's sub-machine; if !headKnows, its first cell holds the item. */
    static void tree(HPramProcessor h, Holder me, boolean headKnows) throws Exception {
        int k = h.size();
        int base = h.firstCell();
        if (k == 1) {
            if (!headKnows) {
                me.take(h.read(base));
            }
            return;
        }
        int a = (k + 1) / 2;
        if (headKnows && h.index() == 0) {
            h.write(base + a * h.model().cellsPerProcessor(), me.item());
        } else if (!headKnows && h.index() == a) {
            me.take(h.read(base));
        }
        int first = h.first();
        h.partition(new int[] {a, k - a}, x -> tree(x, me, x.first() == first ? headKnows : !headKnows));
    }
}
