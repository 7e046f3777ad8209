package org.pcmemu.algorithms.hpram.broadcast;

import org.pcmemu.models.Bound;
import org.pcmemu.models.hpram.HPram;
import org.pcmemu.models.hpram.HPramProgram;

/**
 * A single-item broadcast on the H-PRAM (Juurlink et al. 2003, §3): initially the item is in
 * memory cell 0 and processor 0 knows it ("we assume that the item is always known to the first
 * processor" and "the broadcast item is in memory cell 1"); at the end every processor must hold
 * it in its local memory, where it can only have come from a shared-memory read.
 */
public sealed interface HPramBroadcast permits RootBroadcast, BinaryTreeBroadcast, HeywoodRankaBroadcast {

    /** A short name: "root", "binary-tree", "heywood-ranka(k=16)". */
    String label();

    /** The exact cost of this implementation on {@code m}, from its recurrence ({@link HPramBroadcastCosts}). */
    long predicted(HPram m);

    /** The analytic cost the measured cost is checked against, with its claim and source. */
    Bound bound(HPram m);

    /**
     * The program every processor runs. Processor 0 starts knowing {@code item}; at the end
     * processor i stores what it holds in {@code held[i]} (null if nothing).
     */
    HPramProgram program(long item, Long[] held);

    /** Algorithm 3.1, ROOT. */
    static HPramBroadcast root() {
        return new RootBroadcast();
    }

    /** The binary-tree broadcast by recursive halving. */
    static HPramBroadcast binaryTree() {
        return new BinaryTreeBroadcast();
    }

    /** Heywood and Ranka's broadcast with the fixed k >= 2. */
    static HPramBroadcast heywoodRanka(int k) {
        return new HeywoodRankaBroadcast(k);
    }

    /** Heywood and Ranka's broadcast with their k = 2^ceil(sqrt(ceil(log p))) for p processors. */
    static HPramBroadcast heywoodRanka(HPram m) {
        return new HeywoodRankaBroadcast(HeywoodRankaBroadcast.defaultK(m.p()));
    }
}
