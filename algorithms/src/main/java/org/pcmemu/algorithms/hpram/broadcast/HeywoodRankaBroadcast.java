package org.pcmemu.algorithms.hpram.broadcast;

import org.pcmemu.models.Bound;
import org.pcmemu.models.Claim;
import org.pcmemu.algorithms.locality.Roots;
import org.pcmemu.emulator.InvalidParameterException;
import org.pcmemu.models.hpram.HPram;
import org.pcmemu.models.hpram.HPramProcessor;
import org.pcmemu.models.hpram.HPramProgram;

/**
 * Baseline: the broadcast of Heywood and Ranka as Juurlink et al. (2003, §3) describe it, with
 * the parameter k fixed instead of varied: "first ... executed recursively on a k-processor
 * sub-PRAM. After that, the k processors write the broadcast item to k equally interspaced memory
 * locations. Finally, the algorithm is executed recursively in parallel by k sub-PRAMs with p/k
 * processors, each." On a sub-machine of n processors:
 *
 * <pre>
 *   n <= k:  the binary tree ({@link BinaryTreeBroadcast}) on the n processors
 *   n > k:   partition {k, n - k}; the binary tree on the first k              B(k)
 *            processors 1..G-1 write the item to the first cells of the       l(n)
 *            G = ceil(n/s) <= k groups of s = ceil(n/k) processors
 *            partition into the G groups; the algorithm on every group          H(s)
 *            (the first group too, as described, its first processor knowing)
 * </pre>
 *
 * The default k = 2^ceil(sqrt(ceil(log p))) gives the O(log^(3/2) p) the paper quotes for
 * l = log k: about sqrt(log p) levels of cost O(log p) each.
 *
 * @param k the fixed fan-out, at least 2
 */
public record HeywoodRankaBroadcast(int k) implements HPramBroadcast {

    public HeywoodRankaBroadcast {
        if (k < 2) {
            throw new InvalidParameterException("Heywood-Ranka's k must be at least 2, got " + k);
        }
    }

    /** 2^ceil(sqrt(ceil(log p))), at least 2. */
    public static int defaultK(int p) {
        long logP = 64 - Long.numberOfLeadingZeros(p - 1L);
        int e = (int) Roots.ceilSqrt(logP);
        return Math.max(2, 1 << Math.min(e, 30));
    }

    @Override
    public String label() {
        return "heywood-ranka(k=" + k + ")";
    }

    @Override
    public long predicted(HPram m) {
        return HPramBroadcastCosts.heywoodRanka(m, k);
    }

    @Override
    public Bound bound(HPram m) {
        return new Bound(predicted(m), Claim.EQUALS,
                "Heywood-Ranka with fixed k: H(n) = B(k) + l(n) + H(ceil(n/k)), binary tree B below k");
    }

    @Override
    public HPramProgram program(long item, Long[] held) {
        RootBroadcast.PartSizes treeSizes = new RootBroadcast.PartSizes(); // the binary tree's halves only
        RootBroadcast.PartSizes levelSizes = new RootBroadcast.PartSizes(); // {k, n - k} and the groups of n
        return h -> {
            Holder me = h.id() == 0 ? Holder.start(0, item) : new Holder(h.id());
            fixed(h, me, true, treeSizes, levelSizes);
            held[h.id()] = me.has() ? me.item() : null;
        };
    }

    /*
     * On h's sub-machine; its first cell holds the item, its first processor knows it iff
     * headKnows. Written as a loop over the sub-machines it enters, not as a recursion (a waiting
     * processor's stack is kept on the heap; see the binary tree): per nesting level one bit of
     * `writeLeft` says whether the level's write step and second partition are still to come.
     */
    private void fixed(HPramProcessor h, Holder me, boolean headKnows, RootBroadcast.PartSizes treeSizes,
                       RootBroadcast.PartSizes levelSizes) {
        long writeLeft = 0;
        int depth = 0; // under 64: each level takes n to ceil(n/k) <= (n + 1) / 2
        boolean enter = true; // the algorithm runs on the sub-machine just entered
        while (true) {
            if (enter) {
                int n = h.size();
                if (n <= k) {
                    BinaryTreeBroadcast.tree(h, me, headKnows, treeSizes);
                } else { // the first partition: the binary tree on the first k
                    int first = h.first();
                    writeLeft |= 1L << ++depth;
                    h.beginPartition(levelSizes.split(n, k));
                    if (h.first() == first) {
                        BinaryTreeBroadcast.tree(h, me, headKnows, treeSizes);
                    }
                }
                enter = false;
            }
            boolean write = false; // back up to the first level whose write step is still to come
            while (!write) {
                if (depth == 0) {
                    return;
                }
                h.endPartition();
                write = (writeLeft & 1L << depth) != 0;
                depth--;
            }
            int n = h.size();
            int s = Math.ceilDiv(n, k);
            int groups = Math.ceilDiv(n, s);
            int first = h.first();
            if (h.index() < groups - 1) {
                h.write(h.firstCell() + (h.index() + 1) * s * h.model().cellsPerProcessor(), me.item());
            }
            writeLeft &= ~(1L << ++depth);
            h.beginPartition(levelSizes.groups(n, s, groups));
            headKnows = h.first() == first;
            enter = true;
        }
    }
}
