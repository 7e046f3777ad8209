package org.pcmemu.algorithms.dbsp.broadcast;

import org.pcmemu.models.Bound;
import org.pcmemu.models.Claim;
import org.pcmemu.models.dbsp.DBsp;
import org.pcmemu.models.dbsp.DBspProcessor;
import org.pcmemu.models.dbsp.DBspProgram;

/**
 * Baseline: the binary tree along the D-BSP's halvings. On a sub-machine of k >= 2 processors the
 * first processor sends the item to the first processor of the second half (a superstep of cost
 * max{g(k), l(k)}), then both halves recurse: for p = 2^n the cost is
 * sum_{j=1}^{n} max{g, l}(2^j), Theta(log^2 p) for l = g = log k.
 */
public record DBspBinaryTreeBroadcast() implements DBspBroadcast {

    @Override
    public String label() {
        return "binary-tree";
    }

    @Override
    public long predicted(DBsp m) {
        return DBspBroadcastCosts.binaryTree(m);
    }

    @Override
    public Bound bound(DBsp m) {
        return new Bound(predicted(m), Claim.EQUALS,
                "binary tree by halving: B(k) = max{g(k), l(k)} + max(B(ceil(k/2)), B(floor(k/2)))");
    }

    @Override
    public DBspProgram program(DBsp m, long item, Long[] held) {
        return d -> {
            Item me = new Item(d.id(), d.id() == 0 ? item : null);
            tree(d, me);
            held[d.id()] = me.value();
        };
    }

    /*
     * The recursion B(k): the first processor sends the item to the second half's first, the
     * machine halves, and each half does the same; only the second half's first is sent the item
     * and takes it (see ROOT). Written as a loop down the halvings and then back up the merges, so
     * that a processor waiting for the item keeps one frame on its stack, not one per level (a
     * waiting processor's stack is kept on the heap, a million times at p = 10^6).
     */
    private static void tree(DBspProcessor d, Item me) {
        int depth = 0;
        while (d.size() > 1) {
            int first = d.first();
            if (d.index() == 0) {
                d.send(first + (d.size() + 1) / 2, me.item());
            }
            d.beginPartition(1);
            depth++;
            if (d.index() == 0 && d.first() != first) {
                me.take(d);
            }
        }
        for (; depth > 0; depth--) {
            d.endPartition();
        }
    }
}
