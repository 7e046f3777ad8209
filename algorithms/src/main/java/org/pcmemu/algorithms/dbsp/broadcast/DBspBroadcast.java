package org.pcmemu.algorithms.dbsp.broadcast;

import org.pcmemu.models.Bound;
import org.pcmemu.models.dbsp.DBsp;
import org.pcmemu.models.dbsp.DBspProgram;

/**
 * A single-item broadcast on the recursive D-BSP (Juurlink et al. 2003, §3, Theorem 3.3):
 * processor 0 holds the item; at the end every processor must hold it, received in a message.
 */
public sealed interface DBspBroadcast permits DBspRootBroadcast, DBspBinaryTreeBroadcast {

    /** A short name: "root", "binary-tree". */
    String label();

    /** The exact cost of this implementation on {@code m}, from its recurrence ({@link DBspBroadcastCosts}). */
    long predicted(DBsp m);

    /** The analytic cost the measured cost is checked against, with its claim and source. */
    Bound bound(DBsp m);

    /**
     * The program every processor runs on {@code m}. Processor 0 starts with {@code item}; at the
     * end processor i stores what it holds in {@code held[i]} (null if nothing).
     */
    DBspProgram program(DBsp m, long item, Long[] held);

    /** ROOT with groups of about sqrt k made by halvings (Theorem 3.3). */
    static DBspBroadcast root() {
        return new DBspRootBroadcast();
    }

    /** The binary tree along the halvings. */
    static DBspBroadcast binaryTree() {
        return new DBspBinaryTreeBroadcast();
    }
}
