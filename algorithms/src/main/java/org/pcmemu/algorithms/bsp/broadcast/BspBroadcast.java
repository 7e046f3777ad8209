package org.pcmemu.algorithms.bsp.broadcast;

import org.pcmemu.models.Bound;
import org.pcmemu.models.bsp.Bsp;
import org.pcmemu.models.bsp.BspProgram;

/**
 * One of the four broadcasts of the lecture notes "Broadcasting" on BSP: processor 0 holds an n-word
 * message and every processor must end up holding it.
 */
public sealed interface BspBroadcast
        permits FlatBroadcast, BinaryReplicationBroadcast, KaryReplicationBroadcast, TwoPhaseBroadcast {

    /** A short name for tables: "flat", "binary", "k-ary(k=4)", "best k-ary(k=8)", "two-phase". */
    String label();

    /** The notes' cost of broadcasting n words on {@code model}; the measured cost must equal it. */
    Bound bound(Bsp model, int n);

    /** The number of messages the algorithm sends (each processor receives each word once). */
    long expectedMessages(int p, int n);

    /**
     * The program every processor runs. Processor 0 starts with {@code message}, which it does not
     * modify; at the end each processor i stores its own copy of what it holds in {@code held[i]}.
     */
    BspProgram program(long[] message, long[][] held);

    /** Algorithm 1. */
    static BspBroadcast flat() {
        return new FlatBroadcast();
    }

    /** Algorithm 2. */
    static BspBroadcast binary() {
        return new BinaryReplicationBroadcast();
    }

    /** Algorithm 3 with replication parameter {@code k >= 2}. */
    static BspBroadcast kary(int k) {
        BspBroadcastCosts.requireK(k);
        return new KaryReplicationBroadcast(k, false);
    }

    /** Algorithm 3 with the k of least cost for this model and n ({@link BspBroadcastCosts#bestK}). */
    static BspBroadcast best(Bsp model, int n) {
        return new KaryReplicationBroadcast(BspBroadcastCosts.bestK(model, n), true);
    }

    /** Algorithm 4. */
    static BspBroadcast twoPhase() {
        return new TwoPhaseBroadcast();
    }
}
