package org.pcmemu.algorithms.dbsp.broadcast;

import org.pcmemu.algorithms.Bound;
import org.pcmemu.algorithms.Claim;
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

    private static void tree(DBspProcessor d, Item me) throws Exception {
        int k = d.size();
        if (k == 1) {
            return;
        }
        if (d.index() == 0) {
            d.send(d.first() + (k + 1) / 2, me.item());
        }
        int first = d.first();
        d.partition(x -> {
            if (x.index() == 0 && x.first() != first) { // only the second half's first is sent the item (see ROOT)
                me.take(x);
            }
            tree(x, me);
        });
    }
}
